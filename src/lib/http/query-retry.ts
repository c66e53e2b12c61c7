import { isNotFound, isRedirect } from '@tanstack/react-router'
import { HttpError } from './http-error'
import { isTranslationKey } from '@/lib/i18n/error-message-key'

const MAX_RETRIES = 3

// The server's answers that may change in a moment: an unexpected failure, the database briefly out of reach.
const PASSING_FAILURES = new Set(['errors:fallback', 'errors:databaseUnavailable'])

/**
 * Whether a failed query is asked again. A refusal the server decided (not found, not allowed, not the recipient,
 * rate limited, invalid input) answers the same the next time: it is shown at once instead of after seconds of
 * retries. A lost connection, a server error or a proxy's 5xx may pass, and is retried.
 */
export function retryUnlessRefused(failureCount: number, error: unknown) {
  if (failureCount >= MAX_RETRIES || isNotFound(error) || isRedirect(error)) return false
  if (error instanceof HttpError) return error.status >= 500
  if (error instanceof Error && isTranslationKey(error.message)) return PASSING_FAILURES.has(error.message)
  return true
}
