import type { QueryClient } from '@tanstack/react-query'
import { notFound } from '@tanstack/react-router'
import { isUserNotFound, userActivityQueryOptions, userQueryOptions } from './queries'

export async function loadUser(queryClient: QueryClient, id: string) {
  try {
    const [{ user }] = await Promise.all([
      queryClient.ensureQueryData(userQueryOptions(id)),
      queryClient.prefetchInfiniteQuery(userActivityQueryOptions(id)),
    ])
    return { name: user.name }
  } catch (error) {
    if (isUserNotFound(error)) throw notFound()
    throw error
  }
}
