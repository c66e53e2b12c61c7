import { and, desc, eq, or, sql } from 'drizzle-orm'
import type { AuditDetails } from '@/server/audit'
import type { Database } from '@/server/db'
import { account, auditLog, passkey, session, user } from '@/server/db/schema'

export const USER_AUDIT_LIMIT = 50

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
