import { createMiddleware } from '@tanstack/react-start'
import { refuse } from '../http/refusal'
import { serverConfig } from '../config'
import { hasPermission, type Permissions } from './access-control'
import { refuseBeyondKey } from './api-key-rights'
import { getCurrentSession } from './session'
import { refuseWithoutStepUp } from './step-up'

/**
 * Server function middleware: refuses anonymous calls (401), calls without `permissions` (403) and, for a
 * sensitive action, calls whose sign-in is older than the step-up maximum age (403, the browser asks for a step-up).
 * A call through /api/v1 is also held to what its key may do.
 */
export function requirePermission(permissions: Permissions, { stepUp }: { stepUp: boolean }) {
  return createMiddleware({ type: 'function' }).server(async ({ next }) => {
    const session = await getCurrentSession()
    if (!session) refuse(401, 'errors:unauthorized')
    if (!hasPermission(session.user, permissions, serverConfig().auth.adminUserIds)) refuse(403, 'errors:forbidden')
    if (session.apiKey) refuseBeyondKey(session.apiKey, permissions, stepUp)
    else if (stepUp) refuseWithoutStepUp(session)
    return next({ context: { session } })
  })
}
