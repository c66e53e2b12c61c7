import { createMiddleware } from '@tanstack/react-start'
import { serverConfig } from '../config'
import { refuse } from '../http/refusal'
import { isWithinStepUpMaxAge, stepUpRefusalKey } from './step-up-rule'
import { getCurrentSession } from './session'

/** Whether the signed-in caller passes the step-up check: signed in within the step-up maximum age. */
export function passesStepUp(session: { signedInAt: string }) {
  return isWithinStepUpMaxAge(session.signedInAt, serverConfig().auth.stepUpMaxAge)
}

/** Refuses with 403 when the caller's sign-in is too old; the answer tells the browser to ask for a step-up. */
export function refuseWithoutStepUp(session: { signedInAt: string; impersonatedBy: string | null }) {
  if (!passesStepUp(session)) refuse(403, stepUpRefusalKey(Boolean(session.impersonatedBy)))
}

/**
 * Server function middleware of the functions whose declaration says `stepUp: true`; placed after
 * requirePermission, so that a caller without the permission is refused 401 or 403 first.
 */
export const requireStepUp = createMiddleware({ type: 'function' }).server(async ({ next }) => {
  const session = await getCurrentSession()
  if (!session) refuse(401, 'errors:unauthorized')
  refuseWithoutStepUp(session)
  return next()
})
