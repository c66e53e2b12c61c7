import { type QueryClient, queryOptions } from '@tanstack/react-query'
import { listSessions } from './account.functions'
import { listMyPasskeys } from './passkey.functions'

export const accountKeys = {
  sessions: ['account', 'sessions'] as const,
  passkeys: ['account', 'passkeys'] as const,
}

export const accountSessionsQuery = queryOptions({
  queryKey: accountKeys.sessions,
  queryFn: () => listSessions(),
})

export const myPasskeysQuery = queryOptions({ queryKey: accountKeys.passkeys, queryFn: () => listMyPasskeys() })

/** What the account page shows from the server, fetched with the page. */
export function prefetchAccountPage(queryClient: QueryClient) {
  return Promise.all([queryClient.prefetchQuery(accountSessionsQuery), queryClient.prefetchQuery(myPasskeysQuery)])
}
