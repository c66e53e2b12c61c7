import { createMiddleware } from '@tanstack/react-start'
import { refuse } from '../http/refusal'
import { serverConfig } from '../config'
import { hasPermission, type Permissions } from './access-control'
import { getCurrentSession } from './session'

/** Server function middleware: refuses anonymous calls (401) and calls without `permissions` (403). */
export function requirePermission(permissions: Permissions) {
  return createMiddleware({ type: 'function' }).server(async ({ next }) => {
    const session = await getCurrentSession()
    if (!session) refuse(401, 'errors:unauthorized')
    if (!hasPermission(session.user, permissions, serverConfig().auth.adminUserIds)) refuse(403, 'errors:forbidden')
    return next({ context: { session } })
  })
}
