import { getSessionCookie } from 'better-auth/cookies'
import { isServerFunctionPath } from '../server-functions/path'

export const NO_STORE = 'no-store'

/**
 * So that the back button after signing out on a shared computer shows none of it: every server-function and
 * /api/auth answer, and any answer to a request that carries a session cookie. Anonymous pages keep their
 * caching, and built files never get here.
 */
export function mustNotBeStored(request: Pick<Request, 'url' | 'headers'>): boolean {
  const { pathname } = new URL(request.url)
  if (isServerFunctionPath(pathname) || pathname.toLowerCase().startsWith('/api/auth/')) return true
  return getSessionCookie(request.headers) !== null
}
