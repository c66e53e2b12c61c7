import { eq } from 'drizzle-orm'
import type { z } from 'zod'
import { type AuditActor, recordAudit } from '@/server/audit'
import type { Database } from '@/server/db'
import { session, user } from '@/server/db/schema'
import { refuse } from '@/server/http/refusal'
import type { banUserSchema } from './schema'
import { isAdminRole, refuseRemovingLastAdmin } from './user-roles.server'
import { findTarget } from './user-target.server'

/**
 * Bans a user until `expiresAt` (or until unbanned) and, as better-auth's banUser does, deletes
 * all their sessions in the same transaction: with the cookie cache off, their next request is
 * signed out, and the admin plugin refuses their next sign-in with BANNED_USER.
 */
export async function banUser(db: Database, actor: AuditActor, input: z.output<typeof banUserSchema>) {
  return db.transaction(async (tx) => {
    const target = await findTarget(tx, input.id)
    if (target.id === actor.id) refuse(403, 'user:errors.cannotBanSelf')
    if (isAdminRole(target.role)) await refuseRemovingLastAdmin(tx, target.id)
    const banExpires = input.expiresAt ? new Date(input.expiresAt) : null
    await tx
      .update(user)
      .set({ banned: true, banReason: input.reason || null, banExpires })
      .where(eq(user.id, input.id))
    const revoked = await tx.delete(session).where(eq(session.userId, input.id)).returning({ id: session.id })
    await recordAudit(tx, actor, {
      action: 'user.ban',
      targetType: 'user',
      targetId: input.id,
      details: {
        reason: input.reason || null,
        expiresAt: banExpires?.toISOString() ?? null,
        revokedSessions: revoked.length,
      },
    })
    return { id: input.id }
  })
}

export async function unbanUser(db: Database, actor: AuditActor, id: string) {
  return db.transaction(async (tx) => {
    await findTarget(tx, id)
    await tx.update(user).set({ banned: false, banReason: null, banExpires: null }).where(eq(user.id, id))
    await recordAudit(tx, actor, { action: 'user.unban', targetType: 'user', targetId: id })
    return { id }
  })
}
