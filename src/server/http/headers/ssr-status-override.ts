import { createIsomorphicFn } from '@tanstack/react-start'
import { setResponseHeader } from '@tanstack/react-start/server'

/**
 * The router answers every route error with HTTP 500. A guard that renders the 403 page sets this
 * header during SSR, and the request logging middleware turns it into the response status.
 */
export const STATUS_OVERRIDE_HEADER = 'x-threshold-status'

export const setSsrStatus = createIsomorphicFn()
  .server((status: 403) => setResponseHeader(STATUS_OVERRIDE_HEADER, String(status)))
  .client(() => {})

export function applyStatusOverride(response: Response) {
  const status = Number(response.headers.get(STATUS_OVERRIDE_HEADER))
  if (!status) return response
  const headers = new Headers(response.headers)
  headers.delete(STATUS_OVERRIDE_HEADER)
  return new Response(response.body, { status, statusText: response.statusText, headers })
}
