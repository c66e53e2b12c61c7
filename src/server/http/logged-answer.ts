import { log, requestContext } from '../log'
import { withHeaders } from './headers/with-headers'
import { REQUEST_ID_HEADER, requestIdFor } from './request-logging'

/**
 * An answer given before TanStack Start (a cached page), logged and tagged as requestLogging does the others. Not in
 * request-logging.ts: the browser's bundle imports that module's middleware, and this would bring the logger along.
 */
export function loggedAnswer(request: Request, response: Response, started: number): Response {
  const requestId = requestIdOf(request)
  logAnswer(request, response.status, started, requestId)
  return withHeaders(response, { [REQUEST_ID_HEADER]: requestId })
}

/** The id a request's answer is logged and tagged with: the caller's own when it is usable. */
export function requestIdOf(request: Request) {
  return requestIdFor(request.headers.get(REQUEST_ID_HEADER))
}

/** Logs an answer given before TanStack Start, whose `x-request-id` header the caller has set to `requestId`. */
export function logAnswer(request: Request, status: number, started: number, requestId: string) {
  const path = new URL(request.url).pathname
  const line = { method: request.method, path, status, durationMs: Math.round(performance.now() - started) }
  requestContext.run({ requestId }, () => log.info(line, 'Request'))
}
