import { isNotFound, isRedirect } from '@tanstack/react-router'
import { isAPIError } from 'better-auth/api'
import { authErrorKey, isAuthErrorCode } from '@/lib/auth-error-message'
import { retryAfterOf } from '../auth/rate-limit-refusal'
import { isDatabaseUnavailable } from '../db'
import { isDataException } from '../db/errors'
import { log } from '../log'

/*
 * Server only: imported by the middleware of server-function-errors.ts inside its .server() (which the
 * Start compiler removes from the browser bundle, with the imports only it uses). Exported from that
 * file instead, this would pull the logger and the database into the browser.
 */

const TRANSLATION_KEY = /^[a-z][a-z-]*:[\w.]+(\|.*)?$/

/** TanStack Start reports a failed input validation as an Error whose message is the JSON of the schema issues. */
function validationIssues(error: unknown): Array<{ message?: string }> | undefined {
  if (!(error instanceof Error) || !error.message.startsWith('[')) return undefined
  try {
    const issues: unknown = JSON.parse(error.message)
    return Array.isArray(issues) ? issues : undefined
  } catch {
    return undefined
  }
}

export type Refusal = { status: 400 | 401 | 403 | 404 | 409 | 429 | 500 | 503; message: string }

/**
 * What the caller is told of an error thrown by a server function (its middleware, validator or
 * handler); undefined to let it through unchanged (a refusal already made by failRequest, a redirect).
 */
export function refusalFor(error: unknown): Refusal | undefined {
  if (isRedirect(error) || isNotFound(error) || error instanceof Response) return undefined
  const issues = validationIssues(error)
  if (issues) {
    const message = issues[0]?.message ?? ''
    return { status: 400, message: TRANSLATION_KEY.test(message) ? message : 'errors:invalidInput' }
  }
  if (isDatabaseUnavailable(error)) return { status: 503, message: 'errors:databaseUnavailable' }
  // A value the database refuses (a NUL byte, a date it cannot hold): the validators refuse those first,
  // this is the net under them. Logged, in case a server bug is what made the value.
  if (isDataException(error)) {
    log.warn({ err: error }, 'Server function refused: the database refused a value of the input')
    return { status: 400, message: 'errors:invalidInput' }
  }
  // failRequest's refusals (AccountError, UserAdminError... end there too): a translation key, their status set.
  if (error instanceof Error && TRANSLATION_KEY.test(error.message)) return undefined
  // better-auth called through auth.api: its status, its code's translated message.
  if (isAPIError(error) && error.statusCode >= 400 && error.statusCode < 500) {
    const status = ([400, 401, 403, 404, 409, 429] as const).find((allowed) => allowed === error.statusCode) ?? 400
    const code = error.body?.code
    if (!isAuthErrorCode(code) && status === 401) return { status, message: 'errors:unauthorized' }
    if (!isAuthErrorCode(code) && status === 403) return { status, message: 'errors:forbidden' }
    return { status, message: authErrorKey({ code, status, retryAfter: retryAfterOf(error) }) }
  }
  // Anything else is a fault of the server. Start would answer it with HTTP 200 and the error's own text
  // (a database error carries its SQL): the caller gets a 500 and a generic message, the log the details.
  return { status: 500, message: 'errors:fallback' }
}
