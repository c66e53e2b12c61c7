import { createMiddleware } from '@tanstack/react-start'
import { log, requestContext } from '../log'
import { applyStatusOverride } from './headers/ssr-status-override'
import { withHeaders } from './headers/with-headers'

export const REQUEST_ID_HEADER = 'x-request-id'

// A proxy's id (UUID, ULID, hex, base64url...): letters, digits and - _ . only, 8 to 128 characters.
const REQUEST_ID = /^[\w.-]{8,128}$/

/** Never echo arbitrary text as the request id. */
export function requestIdFor(incoming: string | null | undefined) {
  return incoming && REQUEST_ID.test(incoming) ? incoming : crypto.randomUUID()
}

/** The path is logged without its query string (it may carry tokens), and headers never. */
export const requestLogging = createMiddleware().server(async ({ request, next }) => {
  const requestId = requestIdFor(request.headers.get(REQUEST_ID_HEADER))
  return requestContext.run({ requestId }, async () => {
    const started = performance.now()
    const { method } = request
    const path = new URL(request.url).pathname
    try {
      const result = await next()
      // A page that renders a refusal (the 403 page) leaves the router's 500 for the status it sets: logged as sent.
      const response = applyStatusOverride(result.response)
      const line = { method, path, status: response.status, durationMs: Math.round(performance.now() - started) }
      if (response.status >= 500) log.warn(line, 'Request failed')
      else log.info(line, 'Request')
      return { ...result, response: withHeaders(response, { [REQUEST_ID_HEADER]: requestId }) }
    } catch (error) {
      // A thrown Response (a redirect, a notFound) is an answer, not a failure.
      if (error instanceof Response) {
        log.info({ method, path, status: error.status, durationMs: Math.round(performance.now() - started) }, 'Request')
        throw withHeaders(error, { [REQUEST_ID_HEADER]: requestId })
      }
      // A client gone before its request's body arrived (a page left mid-submit): nothing failed here, and nobody reads
      // the answer. Logged with 499, as proxies log it.
      if (request.signal.aborted) {
        log.info({ method, path, status: 499, durationMs: Math.round(performance.now() - started) }, 'Request')
        throw withHeaders(new Response(null, { status: 499 }), { [REQUEST_ID_HEADER]: requestId })
      }
      log.error({ err: error, method, path, durationMs: Math.round(performance.now() - started) }, 'Request failed')
      throw error
    }
  })
})
