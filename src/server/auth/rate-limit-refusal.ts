import { RATE_LIMITED, retryAfterSeconds } from '@/lib/http/rate-limit-message'

/** The header of better-auth's refusals (and of the per-address limit's): the seconds until the window ends. */
export const RETRY_AFTER_HEADER = 'X-Retry-After'

/** A Response over HTTP, or the APIError of an `auth.api` call, whose headers are a plain object or a Headers. */
export function retryAfterOf(refused: { headers?: unknown }): number | undefined {
  const { headers } = refused
  if (!headers || typeof headers !== 'object') return undefined
  return retryAfterSeconds(new Headers(headers as HeadersInit).get(RETRY_AFTER_HEADER))
}

/** A page the browser opens itself (the provider's redirect to the callback), not a call of a script or a form handler. */
function isPageNavigation(request: Request) {
  if (request.method !== 'GET') return false
  const mode = request.headers.get('sec-fetch-mode')
  return mode ? mode === 'navigate' : (request.headers.get('accept') ?? '').includes('text/html')
}

/**
 * A script's call gets better-auth's 429 with the wait in its body too (`retryAfter`: better-auth's client
 * drops response headers) and in the standard `Retry-After` header. A page the browser opened itself, such as
 * a provider's callback, would show that JSON: it goes to the sign-in page, which says how long to wait.
 */
export async function rateLimitRefusal(request: Request, refused: Response): Promise<Response> {
  const retryAfter = retryAfterOf(refused)
  if (isPageNavigation(request)) {
    const search = new URLSearchParams({ error: RATE_LIMITED })
    if (retryAfter) search.set('retryAfter', String(retryAfter))
    return new Response(null, { status: 303, headers: { location: `/login?${search}`, 'cache-control': 'no-store' } })
  }
  const body = (await refused.json().catch(() => ({}))) as Record<string, unknown>
  const headers = new Headers(refused.headers)
  headers.delete('content-length')
  if (retryAfter) headers.set('retry-after', String(retryAfter))
  return Response.json({ ...body, retryAfter }, { status: 429, statusText: refused.statusText, headers })
}
