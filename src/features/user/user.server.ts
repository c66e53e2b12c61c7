import { and, desc, eq, or, sql } from 'drizzle-orm'
import type { z } from 'zod'
import { type AuditActor, recordAudit } from '@/server/audit'
import type { Auth } from '@/server/auth/auth'
import { isLastAdmin } from '@/server/auth/last-admin'
import { deleteOrganizations, organizationsOfDeparting } from '@/server/auth/organization-ownership'
import type { Database } from '@/server/db'
import type { Transaction } from '@/server/db/client'
import { isUniqueViolation } from '@/server/db/errors'
import { account, auditLog, passkey, session, user } from '@/server/db/schema'
import type { SecurityNotifier } from '@/server/email/security-notices'
import { refuse } from '@/server/http/refusal'
import type {
  banUserSchema,
  revokeUserSessionSchema,
  revokeUserSessionsSchema,
  setUserPasswordSchema,
  setUserRoleSchema,
  updateUserSchema,
  userFormSchema,
} from './schema'
import { holdsRole } from '@/lib/roles'
import { RECENT_PROOF_REQUIRED } from '@/lib/step-up'

export { listUsers } from './user-list.server'

/** JSON as stored in audit_log.details, typed so server functions can send it. */
export type AuditDetailValue =
  string | number | boolean | null | AuditDetailValue[] | { [key: string]: AuditDetailValue }

export type AuditDetails = { [key: string]: AuditDetailValue }

export const USER_AUDIT_LIMIT = 50

export function isAdminRole(role: string | null | undefined) {
  return holdsRole(role, 'admin')
}

async function findTarget(tx: Transaction, id: string) {
  const [found] = await tx.select().from(user).where(eq(user.id, id))
  return found ?? refuse(404, 'user:errors.notFound')
}

/** Refuses to demote, ban or delete the only admin (see isLastAdmin). */
async function refuseRemovingLastAdmin(tx: Transaction, targetId: string) {
  if (await isLastAdmin(tx, targetId)) refuse(403, 'user:errors.lastAdmin')
}

/** Whether the actor proved their presence recently (see src/server/auth/recent-proof.ts). */
type RoleChangeOptions = { recentProof: boolean }

/** Making someone an admin, by a role change or by creating their account, needs the actor's recent proof. */
function refuseGrantingAdminWithoutProof(from: string | null, to: string, { recentProof }: RoleChangeOptions) {
  if (!isAdminRole(from) && isAdminRole(to) && !recentProof) refuse(403, RECENT_PROOF_REQUIRED)
}

async function checkRoleChange(
  tx: Transaction,
  actor: AuditActor,
  target: { id: string; role: string | null },
  role: string,
  options: RoleChangeOptions,
) {
  refuseGrantingAdminWithoutProof(target.role, role, options)
  if (!isAdminRole(target.role) || isAdminRole(role)) return
  if (target.id === actor.id) refuse(403, 'user:errors.cannotDemoteSelf')
  await refuseRemovingLastAdmin(tx, target.id)
}

async function refuseTakenEmail<T>(write: () => Promise<T>) {
  try {
    return await write()
  } catch (error) {
    if (isUniqueViolation(error)) refuse(409, 'user:validation.emailTaken')
    throw error
  }
}

export async function userExists(db: Database, id: string) {
  const [found] = await db.select({ id: user.id }).from(user).where(eq(user.id, id))
  return Boolean(found)
}

/** Sessions are returned without their tokens. */
export async function getUserDetail(db: Database, id: string) {
  const [found] = await db
    .select({
      id: user.id,
      name: user.name,
      email: user.email,
      emailVerified: user.emailVerified,
      role: user.role,
      banned: user.banned,
      banReason: user.banReason,
      banExpires: user.banExpires,
      createdAt: user.createdAt,
      updatedAt: user.updatedAt,
    })
    .from(user)
    .where(eq(user.id, id))
  if (!found) return undefined

  const [sessions, audit, credentials, passkeys] = await Promise.all([
    db
      .select({
        id: session.id,
        userAgent: session.userAgent,
        ipAddress: session.ipAddress,
        createdAt: session.createdAt,
        updatedAt: session.updatedAt,
        expiresAt: session.expiresAt,
        impersonatedBy: session.impersonatedBy,
      })
      .from(session)
      .where(eq(session.userId, id))
      .orderBy(desc(session.updatedAt)),
    db
      .select({
        id: auditLog.id,
        actorId: auditLog.actorId,
        actorEmail: auditLog.actorEmail,
        action: auditLog.action,
        targetType: auditLog.targetType,
        targetId: auditLog.targetId,
        details: sql`${auditLog.details}`.mapWith(
          (value) => auditLog.details.mapFromDriverValue(value) as AuditDetails | null,
        ),
        ipAddress: auditLog.ipAddress,
        createdAt: auditLog.createdAt,
      })
      .from(auditLog)
      .where(
        or(
          and(eq(auditLog.targetType, 'user'), eq(auditLog.targetId, id)),
          // Session entries name their user in details (the session itself may be gone).
          and(eq(auditLog.targetType, 'session'), sql`${auditLog.details}->>'userId' = ${id}`),
        ),
      )
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(USER_AUDIT_LIMIT),
    db
      .select({ id: account.id })
      .from(account)
      .where(and(eq(account.userId, id), eq(account.providerId, 'credential'), sql`${account.password} is not null`))
      .limit(1),
    db.$count(passkey, eq(passkey.userId, id)),
  ])

  return {
    user: { ...found, banned: found.banned ?? false },
    sessions,
    audit,
    hasPassword: credentials.length > 0,
    passkeyCount: passkeys,
  }
}

/**
 * An account made by an admin: its e-mail counts as verified and it has its name, so its owner
 * skips onboarding. Written directly (not through better-auth's sign-up), so it works with
 * self sign-up switched off. The unique index on e-mail decides between simultaneous creates.
 */
export async function createUser(
  db: Database,
  actor: AuditActor,
  values: z.output<typeof userFormSchema>,
  options: RoleChangeOptions,
) {
  refuseGrantingAdminWithoutProof(null, values.role, options)
  return refuseTakenEmail(() =>
    db.transaction(async (tx) => {
      const id = crypto.randomUUID()
      await tx
        .insert(user)
        .values({ id, name: values.name, email: values.email, role: values.role, emailVerified: true })
      await recordAudit(tx, actor, { action: 'user.create', targetType: 'user', targetId: id, details: { ...values } })
      return { id }
    }),
  )
}

/**
 * `canSetRole` is computed by the caller from the actor's roles, `recentProof` from their session; a role change
 * follows setUserRole's rules.
 */
export async function updateUser(
  db: Database,
  actor: AuditActor,
  input: z.output<typeof updateUserSchema>,
  options: RoleChangeOptions & { canSetRole: boolean },
) {
  return refuseTakenEmail(() =>
    db.transaction(async (tx) => {
      const target = await findTarget(tx, input.id)
      // The address is where its owner's sign-in codes go: changing it hands the account over.
      if (target.email !== input.email && !options.recentProof) refuse(403, RECENT_PROOF_REQUIRED)
      const roleChanged = (target.role ?? 'user') !== input.role
      if (roleChanged) {
        if (!options.canSetRole) refuse(403, 'errors:forbidden')
        await checkRoleChange(tx, actor, target, input.role, options)
      }
      const values = { name: input.name, email: input.email, ...(roleChanged ? { role: input.role } : {}) }
      await tx.update(user).set(values).where(eq(user.id, input.id))

      const changes: Record<string, { from: unknown; to: unknown }> = {}
      if (target.name !== input.name) changes.name = { from: target.name, to: input.name }
      if (target.email !== input.email) changes.email = { from: target.email, to: input.email }
      if (roleChanged) changes.role = { from: target.role, to: input.role }
      await recordAudit(tx, actor, {
        action: 'user.update',
        targetType: 'user',
        targetId: input.id,
        details: { changes },
      })
      if (roleChanged) {
        await recordAudit(tx, actor, {
          action: 'user.set-role',
          targetType: 'user',
          targetId: input.id,
          details: { from: target.role, to: input.role },
        })
      }
      return { id: input.id }
    }),
  )
}

/** An admin cannot demote themselves; the last admin cannot be demoted. */
export async function setUserRole(
  db: Database,
  actor: AuditActor,
  input: z.output<typeof setUserRoleSchema>,
  options: RoleChangeOptions,
) {
  return db.transaction(async (tx) => {
    const target = await findTarget(tx, input.id)
    await checkRoleChange(tx, actor, target, input.role, options)
    await tx.update(user).set({ role: input.role }).where(eq(user.id, input.id))
    await recordAudit(tx, actor, {
      action: 'user.set-role',
      targetType: 'user',
      targetId: input.id,
      details: { from: target.role, to: input.role },
    })
    return { id: input.id }
  })
}

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

/** An admin may end their own sessions: they are then signed out. */
/** Ends every session of a user, then tells them by e-mail (an admin ending their own is signed out, not told). */
export async function revokeUserSessions(
  db: Database,
  actor: AuditActor,
  input: z.output<typeof revokeUserSessionsSchema>,
  notify: SecurityNotifier,
) {
  const { target, revoked } = await db.transaction(async (tx) => {
    const target = await findTarget(tx, input.userId)
    const revoked = await tx.delete(session).where(eq(session.userId, input.userId)).returning({ id: session.id })
    await recordAudit(tx, actor, {
      action: 'session.revoke-all',
      targetType: 'user',
      targetId: input.userId,
      details: { revokedSessions: revoked.length },
    })
    return { target, revoked }
  })
  if (revoked.length > 0 && target.id !== actor.id) notify(target.email, { kind: 'signed-out-by-admin' })
  return { id: input.userId, revoked: revoked.length }
}

/** The person then signs in by code (or a provider) until they add a passkey again. */
export async function removeUserPasskeys(
  db: Database,
  actor: AuditActor,
  input: z.output<typeof revokeUserSessionsSchema>,
  notify: SecurityNotifier,
) {
  const { target, removed } = await db.transaction(async (tx) => {
    const target = await findTarget(tx, input.userId)
    const removed = await tx.delete(passkey).where(eq(passkey.userId, input.userId)).returning({ id: passkey.id })
    await recordAudit(tx, actor, {
      action: 'user.remove-passkeys',
      targetType: 'user',
      targetId: input.userId,
      details: { removedPasskeys: removed.length },
    })
    return { target, removed }
  })
  if (removed.length > 0 && target.id !== actor.id) notify(target.email, { kind: 'passkeys-removed-by-admin' })
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
  if (!exists) refuse(404, 'user:errors.notFound')
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

/**
 * Deletes a user; their sessions, accounts and memberships go with them (foreign keys cascade), and the
 * organisations they were the only member of. An admin cannot delete themselves, the last admin cannot be
 * deleted, and neither can the only owner of an organisation others belong to.
 */
export async function deleteUser(db: Database, actor: AuditActor, id: string) {
  return db.transaction(async (tx) => {
    const target = await findTarget(tx, id)
    if (target.id === actor.id) refuse(403, 'user:errors.cannotDeleteSelf')
    if (isAdminRole(target.role)) await refuseRemovingLastAdmin(tx, target.id)
    const { ownedAlone, onlyMember } = await organizationsOfDeparting(tx, id)
    if (ownedAlone.length > 0) refuse(409, 'user:errors.soleOrganizationOwner')
    await deleteOrganizations(tx, onlyMember)
    await tx.delete(user).where(eq(user.id, id))
    await recordAudit(tx, actor, {
      action: 'user.delete',
      targetType: 'user',
      targetId: id,
      details: { email: target.email, name: target.name, role: target.role },
    })
    return { id }
  })
}
