import { getSessionCookie } from 'better-auth/cookies'
import { isServerFunctionPath } from '../server-functions/path'

/** The Cache-Control of an answer that may carry someone's data. */
export const NO_STORE = 'no-store'

/**
 * Whether the answer to `request` must be kept by no browser or cache (Cache-Control: no-store), so that the
 * back button after signing out on a shared computer shows none of it: every server-function and /api/auth answer
 * (the session, the lists of users...), and any answer to a request that carries a session cookie (a signed-in page).
 * Anonymous pages keep their caching (the sign-in page's server-side cache), and built files never get here.
 */
export function mustNotBeStored(request: Pick<Request, 'url' | 'headers'>): boolean {
  const { pathname } = new URL(request.url)
  if (isServerFunctionPath(pathname) || pathname.toLowerCase().startsWith('/api/auth/')) return true
  return getSessionCookie(request.headers) !== null
}
