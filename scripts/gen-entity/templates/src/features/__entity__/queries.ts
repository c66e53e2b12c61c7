import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query'
import { get__Entity__, list__Entities__ } from './__entity__.functions'

export const __entityCamel__Keys = {
  all: ['__entities__'] as const,
  list: (searchTerm: string) => [...__entityCamel__Keys.all, 'list', searchTerm] as const,
  detail: (id: string) => [...__entityCamel__Keys.all, 'detail', id] as const,
}

export function __entitiesCamel__QueryOptions(searchTerm: string) {
  return infiniteQueryOptions({
    queryKey: __entityCamel__Keys.list(searchTerm),
    queryFn: ({ pageParam }) => list__Entities__({ data: { searchTerm, cursor: pageParam } }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  })
}

export function __entityCamel__QueryOptions(id: string) {
  return queryOptions({
    queryKey: __entityCamel__Keys.detail(id),
    queryFn: () => get__Entity__({ data: { id } }),
  })
}
