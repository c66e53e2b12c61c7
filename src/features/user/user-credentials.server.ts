import { and, eq } from 'drizzle-orm'
import type { z } from 'zod'
import { type AuditActor, recordAudit } from '@/server/audit'
import type { Auth } from '@/server/auth/auth'
import type { Database } from '@/server/db'
import { account, passkey, user } from '@/server/db/schema'
import type { SecurityNotifier } from '@/server/email/security-notices'
import { refuse } from '@/server/http/refusal'
import type { removeUserPasskeysSchema, setUserPasswordSchema } from './schema'
import { userRefusals } from './refusals'
import { findTarget } from './user-target.server'

/** The person then signs in by code (or a provider) until they add a passkey again. */
export async function removeUserPasskeys(
  db: Database,
  actor: AuditActor,
  input: z.output<typeof removeUserPasskeysSchema>,
  notify: SecurityNotifier,
) {
  const removed = await db.transaction(async (tx) => {
    const target = await findTarget(tx, input.userId)
    const removed = await tx.delete(passkey).where(eq(passkey.userId, input.userId)).returning({ id: passkey.id })
    await recordAudit(tx, actor, {
      action: 'user.remove-passkeys',
      targetType: 'user',
      targetId: input.userId,
      details: { removedPasskeys: removed.length },
    })
    if (removed.length > 0 && target.id !== actor.id)
      await notify(target.email, { kind: 'passkeys-removed-by-admin' }, tx)
    return removed
  })
  return { id: input.userId, removed: removed.length }
}

/**
 * Sets the e-mail + password credential of a user, hashed with better-auth's own hasher so that
 * better-auth's password sign-in accepts it. Refused while password sign-in is switched off.
 */
export async function setUserPassword(
  db: Database,
  auth: Auth,
  actor: AuditActor,
  input: z.output<typeof setUserPasswordSchema>,
) {
  if (!auth.options.emailAndPassword?.enabled) refuse(403, 'user:errors.passwordDisabled')
  const [exists] = await db.select({ id: user.id }).from(user).where(eq(user.id, input.id))
  if (!exists) refuse(404, userRefusals.notFound)
  // Hashed before the transaction: scrypt is slow and needs no row lock.
  const hash = await (await auth.$context).password.hash(input.password)

  return db.transaction(async (tx) => {
    await findTarget(tx, input.id)
    const updated = await tx
      .update(account)
      .set({ password: hash })
      .where(and(eq(account.userId, input.id), eq(account.providerId, 'credential')))
      .returning({ id: account.id })
    const created = updated.length === 0
    if (created) {
      await tx.insert(account).values({
        id: crypto.randomUUID(),
        accountId: input.id,
        providerId: 'credential',
        userId: input.id,
        password: hash,
      })
    }
    await recordAudit(tx, actor, {
      action: 'user.set-password',
      targetType: 'user',
      targetId: input.id,
      details: { created },
    })
    return { id: input.id }
  })
}
