import { infiniteQueryOptions, type QueryClient, queryOptions } from '@tanstack/react-query'
import { listMyActivity, listSessions } from './account.functions'
import { listMyApiKeys } from '@/features/api-docs/api-keys.functions'
import { listMyPasskeys } from './passkey.functions'

export const accountKeys = {
  sessions: ['account', 'sessions'] as const,
  passkeys: ['account', 'passkeys'] as const,
  activity: ['account', 'activity'] as const,
  apiKeys: ['account', 'api-keys'] as const,
}

export const accountSessionsQuery = queryOptions({
  queryKey: accountKeys.sessions,
  queryFn: () => listSessions(),
})

export const myPasskeysQuery = queryOptions({ queryKey: accountKeys.passkeys, queryFn: () => listMyPasskeys() })

/** One's API keys and the permissions one may give them. */
export const myApiKeysQuery = queryOptions({ queryKey: accountKeys.apiKeys, queryFn: () => listMyApiKeys() })

/** What the account page shows from the server, fetched with the page. */
export function prefetchAccountPage(queryClient: QueryClient) {
  return Promise.all([
    queryClient.prefetchQuery(accountSessionsQuery),
    queryClient.prefetchQuery(myPasskeysQuery),
    queryClient.prefetchQuery(myApiKeysQuery),
  ])
}

export const myActivityQuery = infiniteQueryOptions({
  queryKey: accountKeys.activity,
  queryFn: ({ pageParam }) => listMyActivity({ data: pageParam ? { cursor: pageParam } : {} }),
  initialPageParam: undefined as string | undefined,
  getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
})

/** The first page of the security activity page, fetched with the page. */
export function prefetchActivityPage(queryClient: QueryClient) {
  return queryClient.prefetchInfiniteQuery(myActivityQuery)
}
