import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query'
import { getUser, listUserActivity, listUsers } from './user.functions'

export const userKeys = {
  all: ['users'] as const,
  list: (searchTerm: string) => [...userKeys.all, 'list', searchTerm] as const,
  detail: (id: string) => [...userKeys.all, 'detail', id] as const,
  activity: (id: string) => [...userKeys.all, 'detail', id, 'activity'] as const,
}

export function usersQueryOptions(searchTerm: string) {
  return infiniteQueryOptions({
    queryKey: userKeys.list(searchTerm),
    queryFn: ({ pageParam }) => listUsers({ data: { searchTerm, cursor: pageParam } }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  })
}

export function userQueryOptions(id: string) {
  return queryOptions({
    queryKey: userKeys.detail(id),
    queryFn: () => getUser({ data: { id } }),
  })
}

export function userActivityQueryOptions(id: string) {
  return infiniteQueryOptions({
    queryKey: userKeys.activity(id),
    queryFn: ({ pageParam }) => listUserActivity({ data: { id, cursor: pageParam } }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  })
}
