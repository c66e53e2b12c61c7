import { isNotFound, isRedirect } from '@tanstack/react-router'
import { createMiddleware, defaultSerovalDeserializerPlugins, X_TSS_SERIALIZED } from '@tanstack/react-start'
import { setResponseHeader, setResponseStatus } from '@tanstack/react-start/server'
import { isAPIError } from 'better-auth/api'
import { toCrossJSON } from 'seroval'
import { authErrorKey, isAuthErrorCode } from '@/lib/auth/auth-error-message'
import { isTranslationKey } from '@/lib/i18n/error-message-key'
import { STEP_UP_REFUSAL, STEP_UP_HEADER, STEP_UP_REQUIRED } from '@/lib/auth/step-up'
import { retryAfterOf } from '../../auth/rate-limit-refusal'
import { isDatabaseUnavailable } from '../../db'
import { isDataException } from '../../db/errors'
import { log } from '../../log'
import { STATUS_OVERRIDE_HEADER } from '../headers/ssr-status-override'
import { Refusal, type RefusalStatus } from '../refusal'

/*
 * In the browser bundle too (src/start.ts imports it): the Start compiler drops the middleware's .server() and
 * whatever only it used. Exporting errorAnswerFor would keep its imports, so its tests go through the middleware.
 */

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

type ErrorAnswer = { status: RefusalStatus | 500; message: string }

/** undefined lets a redirect, a not-found or a Response through unchanged. */
function errorAnswerFor(error: unknown): ErrorAnswer | undefined {
  if (isRedirect(error) || isNotFound(error) || error instanceof Response) return undefined
  if (error instanceof Refusal) return { status: error.status, message: error.message }
  const issues = validationIssues(error)
  if (issues) {
    const message = issues[0]?.message ?? ''
    return { status: 400, message: isTranslationKey(message) ? message : 'errors:invalidInput' }
  }
  if (isDatabaseUnavailable(error)) return { status: 503, message: 'errors:databaseUnavailable' }
  // The validators refuse such values first; this is the net under them, logged in case a server bug made the value.
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
  // Start would answer it with HTTP 200 and the error's own text (a database error carries its SQL).
  return { status: 500, message: 'errors:fallback' }
}

/** The one place a thrown error becomes the caller's answer; internals go to the log, never to the caller. */
export const serverFunctionErrors = createMiddleware({ type: 'function' }).server(async ({ next }) => {
  try {
    return await next()
  } catch (error) {
    const answer = errorAnswerFor(error)
    if (!answer) throw error
    if (isDatabaseUnavailable(error)) {
      log.warn('Server function refused: the database is unavailable')
      // During SSR the router answers a failed page with 500: the server entry applies this status instead.
      setResponseHeader(STATUS_OVERRIDE_HEADER, '503')
      setResponseHeader('retry-after', '5')
    } else if (answer.status === 500) {
      log.error({ err: error }, 'Server function failed')
    }
    // The browser answers it with its step-up dialog, then sends the call again.
    if (answer.message === STEP_UP_REFUSAL) setResponseHeader(STEP_UP_HEADER, STEP_UP_REQUIRED)
    setResponseStatus(answer.status)
    // eslint-disable-next-line preserve-caught-error -- the error is serialised to the browser: no internals attached
    throw new Error(answer.message)
  }
})

/** A call refused before the function ran, serialised the way Start serialises a failed call's Error. */
export function serverFunctionRefusal(
  status: 400 | 403 | 404 | 405 | 413 | 415,
  messageKey: string,
  headers?: HeadersInit,
) {
  const body = JSON.stringify(
    toCrossJSON({ error: new Error(messageKey) }, { refs: new Map(), plugins: defaultSerovalDeserializerPlugins }),
  )
  const response = new Response(body, { status, headers })
  response.headers.set('content-type', 'application/json')
  response.headers.set(X_TSS_SERIALIZED, 'true')
  return response
}
