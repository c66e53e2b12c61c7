import { createMiddleware } from '@tanstack/react-start'
import { serverConfig } from '../config'
import { refuse } from '../http/refusal'
import { isProofRecent, recentProofRefusalKey } from './recent-proof'
import { getCurrentSession } from './session'

/** Whether the signed-in caller proved their presence recently enough for a sensitive action. */
export function hasRecentProof(session: { signedInAt: string }) {
  return isProofRecent(session.signedInAt, serverConfig().auth.stepUpMaxAge)
}

/** Refuses with 403 when the caller's last proof is too old; the answer tells the browser to ask for a new one. */
export function refuseWithoutRecentProof(session: { signedInAt: string; impersonatedBy: string | null }) {
  if (!hasRecentProof(session)) refuse(403, recentProofRefusalKey(Boolean(session.impersonatedBy)))
}

/**
 * Server function middleware of the functions whose declaration says `recentProof: true`; placed after
 * requirePermission, so that a caller without the permission is refused 401 or 403 first.
 */
export const requireRecentProof = createMiddleware({ type: 'function' }).server(async ({ next }) => {
  const session = await getCurrentSession()
  if (!session) refuse(401, 'errors:unauthorized')
  refuseWithoutRecentProof(session)
  return next()
})
