import { isNotFound, isRedirect } from '@tanstack/react-router'
import { isAPIError } from 'better-auth/api'
import { authErrorKey, isAuthErrorCode } from '@/lib/auth-error-message'
import { retryAfterOf } from '../../auth/rate-limit-refusal'
import { isDatabaseUnavailable } from '../../db'
import { isDataException } from '../../db/errors'
import { log } from '../../log'
import { Refusal, type RefusalStatus } from '../refusal'

/*
 * Server only: reached from the middleware's .server() in error-responses.ts alone. Defined in that file,
 * it would pull the logger and the database into the browser bundle.
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

export type ErrorAnswer = { status: RefusalStatus | 500; message: string }

/**
 * What the caller is told of an error thrown by a server function (its middleware, validator or
 * handler); undefined to let a redirect, a not-found or a Response through unchanged.
 */
export function errorAnswerFor(error: unknown): ErrorAnswer | undefined {
  if (isRedirect(error) || isNotFound(error) || error instanceof Response) return undefined
  if (error instanceof Refusal) return { status: error.status, message: error.message }
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
