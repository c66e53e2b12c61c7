import type { AuditAction, AuditTargetType } from '@/components/audit-actions'
import { currentRequestIp } from './http/current-request-ip'
import type { DatabaseOrTransaction } from './db/client'
import { auditLog } from './db/schema'

/** Who acts: the signed-in user and the address the request came from. */
export interface AuditActor {
  id: string
  email: string
  ipAddress: string | null
}

/** JSON as stored in audit_log.details, typed so server functions can send it. */
export type AuditDetailValue =
  string | number | boolean | null | AuditDetailValue[] | { [key: string]: AuditDetailValue }

export type AuditDetails = { [key: string]: AuditDetailValue }

export interface AuditEntry {
  action: AuditAction
  targetType: AuditTargetType
  targetId: string
  details?: Record<string, unknown>
}

/** Who acted when no person did (an organisation's directory): no one, from the address of the request. */
type NoActor = Record<'id' | 'email', null> & Pick<AuditActor, 'ipAddress'>

/** Appends one entry; pass the transaction of the change so both are kept or neither. */
export async function recordAudit(db: DatabaseOrTransaction, actor: AuditActor | NoActor, entry: AuditEntry) {
  await db.insert(auditLog).values({
    actorId: actor.id,
    actorEmail: actor.email,
    ipAddress: actor.ipAddress,
    ...entry,
  })
}

/** The actor of the current request, for server functions (which know the session). */
export function requestActor(user: { id: string; email: string }): AuditActor {
  return { id: user.id, email: user.email, ipAddress: currentRequestIp() }
}
