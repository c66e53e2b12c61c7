import { getRequest } from '@tanstack/react-start/server'
import { hasPermission } from './access-control'
import { getAuth } from './index'
import { serverConfig } from '../config'

/** The signed-in user of the current request, as the browser may see it, or null. */
export async function getCurrentSession() {
  const auth = await getAuth()
  const result = await auth.api.getSession({ headers: getRequest().headers })
  if (!result) return null
  const { user, session } = result
  const { adminUserIds } = serverConfig().auth
  return {
    user: { id: user.id, name: user.name, email: user.email, image: user.image ?? null, role: user.role ?? null },
    impersonatedBy: session.impersonatedBy ?? null,
    expiresAt: session.expiresAt.toISOString(),
    can: {
      useApp: hasPermission(user, { apps: ['app'] }, adminUserIds),
      useManager: hasPermission(user, { apps: ['manager'] }, adminUserIds),
    },
  }
}

export type CurrentSession = NonNullable<Awaited<ReturnType<typeof getCurrentSession>>>
