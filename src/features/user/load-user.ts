import type { QueryClient } from '@tanstack/react-query'
import { notFound } from '@tanstack/react-router'
import { isRefusal } from '@/lib/http/refusal'
import { userActivityQueryOptions, userQueryOptions } from './queries'
import { userRefusals } from './refusals'

export async function loadUser(queryClient: QueryClient, id: string) {
  try {
    const [{ user }] = await Promise.all([
      queryClient.ensureQueryData(userQueryOptions(id)),
      queryClient.prefetchInfiniteQuery(userActivityQueryOptions(id)),
    ])
    return { name: user.name }
  } catch (error) {
    if (isRefusal(error, userRefusals.notFound)) throw notFound()
    throw error
  }
}
