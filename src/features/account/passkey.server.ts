import { getAuthenticatorName } from '@better-auth/passkey'
import { and, desc, eq } from 'drizzle-orm'
import type { z } from 'zod'
import { type AuditActor, recordAudit } from '@/server/audit'
import type { Database } from '@/server/db'
import { passkey, user } from '@/server/db/schema'
import type { SecurityNotifier } from '@/server/email/security-notices'
import { refuse } from '@/server/http/refusal'
import type { passkeyIdSchema, renamePasskeySchema } from './schema'

export interface PasskeyListItem {
  id: string
  name: string | null
  /** The authenticator's maker when its model is known ("Google Password Manager", "iCloud Keychain"). */
  provider: string | null
  /** Copied to the person's other devices by their password manager or platform, or kept on one device. */
  synced: boolean
  createdAt: Date
  lastUsedAt: Date | null
}

/** Who asks: the signed-in person, and the admin browsing as them if any. */
export interface PasskeyOwner {
  userId: string
  impersonatedBy: string | null
}

export async function listPasskeys(db: Database, userId: string): Promise<PasskeyListItem[]> {
  const rows = await db
    .select({
      id: passkey.id,
      name: passkey.name,
      aaguid: passkey.aaguid,
      deviceType: passkey.deviceType,
      backedUp: passkey.backedUp,
      createdAt: passkey.createdAt,
      lastUsedAt: passkey.lastUsedAt,
    })
    .from(passkey)
    .where(eq(passkey.userId, userId))
    .orderBy(desc(passkey.createdAt), desc(passkey.id))
  return rows.map(({ aaguid, deviceType, backedUp, ...row }) => ({
    ...row,
    provider: getAuthenticatorName(aaguid) ?? null,
    synced: deviceType === 'multiDevice' || backedUp,
  }))
}

/** An admin browsing as someone can see their passkeys but not change them. */
function refuseImpersonation(owner: PasskeyOwner) {
  if (owner.impersonatedBy) refuse(403, 'passkeys:impersonating')
}

export async function renamePasskey(db: Database, owner: PasskeyOwner, input: z.output<typeof renamePasskeySchema>) {
  refuseImpersonation(owner)
  const [renamed] = await db
    .update(passkey)
    .set({ name: input.name })
    .where(and(eq(passkey.id, input.id), eq(passkey.userId, owner.userId)))
    .returning({ id: passkey.id, name: passkey.name })
  return renamed ?? refuse(404, 'passkeys:notFound')
}

/** `actor` is the owner as the audit log records them, with the address and browser of the request. */
/** Removes one of the owner's passkeys, then tells them by e-mail. */
export async function removePasskey(
  db: Database,
  owner: PasskeyOwner,
  input: z.output<typeof passkeyIdSchema>,
  actor: AuditActor & { userAgent: string | null },
  notify: SecurityNotifier,
) {
  refuseImpersonation(owner)
  const removed = await db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(passkey)
      .where(and(eq(passkey.id, input.id), eq(passkey.userId, owner.userId)))
      .returning({ id: passkey.id, name: passkey.name })
    if (!removed) refuse(404, 'passkeys:notFound')
    const { userAgent, ...auditActor } = actor
    await recordAudit(tx, auditActor, {
      action: 'user.remove-passkey',
      targetType: 'user',
      targetId: owner.userId,
      details: { passkeyId: removed.id, name: removed.name, userAgent },
    })
    const [account] = await tx.select({ email: user.email }).from(user).where(eq(user.id, owner.userId))
    if (account) await notify(account.email, { kind: 'passkey-removed', passkeyName: removed.name ?? '' }, tx)
    return removed
  })
  return { id: removed.id }
}
