import { log, requestContext } from '../log'
import { withHeaders } from './headers/with-headers'
import { REQUEST_ID_HEADER, requestIdFor } from './request-logging'

/**
 * An answer given before TanStack Start (a cached page), logged and tagged as requestLogging does the others. Not in
 * request-logging.ts: the browser's bundle imports that module's middleware, and this would bring the logger along.
 */
export function loggedAnswer(request: Request, response: Response, started: number): Response {
  const requestId = requestIdFor(request.headers.get(REQUEST_ID_HEADER))
  const { method } = request
  const path = new URL(request.url).pathname
  const line = { method, path, status: response.status, durationMs: Math.round(performance.now() - started) }
  requestContext.run({ requestId }, () => log.info(line, 'Request'))
  return withHeaders(response, { [REQUEST_ID_HEADER]: requestId })
}
