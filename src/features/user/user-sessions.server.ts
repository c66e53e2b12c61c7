import { and, eq } from 'drizzle-orm'
import type { z } from 'zod'
import { type AuditActor, recordAudit } from '@/server/audit'
import type { Database } from '@/server/db'
import { session } from '@/server/db/schema'
import type { SecurityNotifier } from '@/server/email/security-notices'
import { refuse } from '@/server/http/refusal'
import type { revokeUserSessionSchema, revokeUserSessionsSchema } from './schema'
import { findTarget } from './user-target.server'

/** A session of anyone else is "not found". */
export async function revokeUserSession(
  db: Database,
  actor: AuditActor,
  input: z.output<typeof revokeUserSessionSchema>,
) {
  return db.transaction(async (tx) => {
    const [revoked] = await tx
      .delete(session)
      .where(and(eq(session.id, input.sessionId), eq(session.userId, input.userId)))
      .returning({ id: session.id })
    if (!revoked) refuse(404, 'user:errors.sessionNotFound')
    await recordAudit(tx, actor, {
      action: 'session.revoke',
      targetType: 'session',
      targetId: input.sessionId,
      details: { userId: input.userId },
    })
    return { id: input.sessionId }
  })
}

/** Ends every session of a user, then tells them by e-mail (an admin ending their own is signed out, not told). */
export async function revokeUserSessions(
  db: Database,
  actor: AuditActor,
  input: z.output<typeof revokeUserSessionsSchema>,
  notify: SecurityNotifier,
) {
  const { revoked } = await db.transaction(async (tx) => {
    const target = await findTarget(tx, input.userId)
    const revoked = await tx.delete(session).where(eq(session.userId, input.userId)).returning({ id: session.id })
    await recordAudit(tx, actor, {
      action: 'session.revoke-all',
      targetType: 'user',
      targetId: input.userId,
      details: { revokedSessions: revoked.length },
    })
    if (revoked.length > 0 && target.id !== actor.id) await notify(target.email, { kind: 'signed-out-by-admin' }, tx)
    return { revoked }
  })
  return { id: input.userId, revoked: revoked.length }
}
