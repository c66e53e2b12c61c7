import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query'
import { getRepository, listRepositories } from './repository.functions'

export const repositoryKeys = {
  all: ['repositories'] as const,
  list: (searchTerm: string) => [...repositoryKeys.all, 'list', searchTerm] as const,
  detail: (id: string) => [...repositoryKeys.all, 'detail', id] as const,
}

export function repositoriesQueryOptions(searchTerm: string) {
  return infiniteQueryOptions({
    queryKey: repositoryKeys.list(searchTerm),
    queryFn: ({ pageParam }) => listRepositories({ data: { searchTerm, cursor: pageParam } }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  })
}

export function repositoryQueryOptions(id: string) {
  return queryOptions({
    queryKey: repositoryKeys.detail(id),
    queryFn: () => getRepository({ data: { id } }),
  })
}
