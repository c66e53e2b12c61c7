import { queryOptions } from '@tanstack/react-query'
import { listSessions } from './account.functions'

export const accountKeys = {
  sessions: ['account', 'sessions'] as const,
}

export const accountSessionsQuery = queryOptions({
  queryKey: accountKeys.sessions,
  queryFn: () => listSessions(),
})
