import { getRequest } from '@tanstack/react-start/server'
import { hasPermission } from './access-control'
import { getAuth } from './index'
import { serverConfig } from '../config'
import { DatabaseUnavailableError, databaseUnreachableAfter } from '../db'

/** The signed-in user of the current request, as the browser may see it, or null. */
export async function getCurrentSession() {
  const auth = await getAuth()
  let result
  try {
    result = await auth.api.getSession({ headers: getRequest().headers })
  } catch (error) {
    // better-auth reports a lost database as its own INTERNAL_SERVER_ERROR: answer 503, not 500.
    if (await databaseUnreachableAfter(error)) throw new DatabaseUnavailableError({ cause: error })
    throw error
  }
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
