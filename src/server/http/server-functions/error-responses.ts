import { createMiddleware, defaultSerovalDeserializerPlugins, X_TSS_SERIALIZED } from '@tanstack/react-start'
import { setResponseHeader, setResponseStatus } from '@tanstack/react-start/server'
import { toCrossJSON } from 'seroval'
import { log } from '../../log'
import { STATUS_OVERRIDE_HEADER } from '../headers/ssr-status-override'
import { errorAnswerFor } from './error-answer'

/*
 * How a failed server-function call is answered: an HTTP status, and an Error whose message is a translation
 * key, which the browser shows in the person's language (errorMessage in src/lib/http-error.ts).
 * src/start.ts imports this file, so it is in the browser bundle too: what needs the logger or the database
 * is imported only by the middleware's .server(), which the Start compiler removes from that bundle (with the
 * imports only it uses), and error-answer.ts stays a file of its own for that reason.
 */

/**
 * Global server-function middleware, the one place a thrown error becomes the caller's answer: a Refusal its
 * status and key, bad input 400 with the first validation message, an unavailable database 503, an
 * unexpected failure 500 with a generic message (never its internals; those go to the log).
 */
export const serverFunctionErrors = createMiddleware({ type: 'function' }).server(async ({ next }) => {
  try {
    return await next()
  } catch (error) {
    const answer = errorAnswerFor(error)
    if (!answer) throw error
    if (answer.status === 503) {
      log.warn('Server function refused: the database is unavailable')
      // During SSR the router answers a failed page with 500: the server entry applies this status instead.
      setResponseHeader(STATUS_OVERRIDE_HEADER, '503')
      setResponseHeader('retry-after', '5')
    } else if (answer.status === 500) {
      log.error({ err: error }, 'Server function failed')
    }
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
