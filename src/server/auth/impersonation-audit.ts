import { eq } from 'drizzle-orm'
import { recordAudit } from '@/server/audit'
import { CLIENT_IP_HEADER } from '@/server/auth/client-ip'
import type { Database } from '@/server/db'
import { user } from '@/server/db/schema'

export const IMPERSONATION_PATHS = ['/admin/impersonate-user', '/admin/stop-impersonating'] as const

interface SessionLike {
  id?: string
  userId?: string
  impersonatedBy?: string | null
}

interface UserLike {
  id?: string
  email?: string
}

export interface ImpersonationHookContext {
  path?: string
  headers?: Headers
  request?: Request
  /** The endpoint's answer: `{ session, user }` on success, an APIError otherwise. */
  returned: unknown
  /** The session the endpoint read from the cookie (the impersonation session, for stop-impersonating). */
  session: { session: SessionLike; user: UserLike } | null | undefined
}

function isSuccess(returned: unknown): returned is { session: SessionLike; user: UserLike } {
  if (typeof returned !== 'object' || returned === null || returned instanceof Error) return false
  if (returned instanceof Response) return false
  return 'session' in returned && 'user' in returned
}

async function emailOf(db: Database, id: string) {
  const [found] = await db.select({ email: user.email }).from(user).where(eq(user.id, id))
  return found?.email ?? ''
}

/**
 * Impersonation goes through better-auth (it creates the impersonation session and swaps the cookies), so
 * these two entries are written right after the change, not in its transaction.
 */
export async function recordImpersonationAudit(db: Database, context: ImpersonationHookContext) {
  if (!context.path || !(IMPERSONATION_PATHS as readonly string[]).includes(context.path)) return
  if (!isSuccess(context.returned)) return
  const headers = context.headers ?? context.request?.headers
  const ipAddress = headers?.get(CLIENT_IP_HEADER) ?? null

  if (context.path === '/admin/impersonate-user') {
    const { session: created, user: target } = context.returned
    const adminId = created.impersonatedBy
    if (!adminId || !target.id) return
    const email = context.session?.user.id === adminId ? (context.session.user.email ?? '') : await emailOf(db, adminId)
    await recordAudit(
      db,
      { id: adminId, email, ipAddress },
      {
        action: 'user.impersonate',
        targetType: 'user',
        targetId: target.id,
        details: { sessionId: created.id },
      },
    )
    return
  }

  // stop-impersonating answers with the admin's own session; the impersonated one is the session it read.
  const { user: admin } = context.returned
  const ended = context.session?.session
  if (!admin.id || !ended?.userId) return
  await recordAudit(
    db,
    { id: admin.id, email: admin.email ?? (await emailOf(db, admin.id)), ipAddress },
    {
      action: 'user.stop-impersonating',
      targetType: 'user',
      targetId: ended.userId,
      details: { sessionId: ended.id },
    },
  )
}
