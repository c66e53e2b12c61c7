import { currentRequestIp } from './http/current-request-ip'
import type { DatabaseOrTransaction } from './db/client'
import { auditLog } from './db/schema'

export type AuditAction =
  | 'user.create'
  | 'user.update'
  | 'user.set-role'
  | 'user.ban'
  | 'user.unban'
  | 'user.impersonate'
  | 'user.stop-impersonating'
  | 'user.set-password'
  | 'user.delete'
  | 'session.revoke'
  | 'session.revoke-all'
  | 'repository.create'
  | 'repository.update'
  | 'repository.delete'
  | 'organization.delete'
// gen:entity:actions — the actions of new entities (npm run gen:entity) are added above this line

/** Who acts: the signed-in user and the address the request came from. */
export interface AuditActor {
  id: string
  email: string
  ipAddress: string | null
}

export interface AuditEntry {
  action: AuditAction
  // gen:entity:target-types — npm run gen:entity appends new entities to the union below
  targetType: 'user' | 'session' | 'repository' | 'organization'
  targetId: string
  details?: Record<string, unknown>
}

/** Appends one entry; pass the transaction of the change so both are kept or neither. */
export async function recordAudit(db: DatabaseOrTransaction, actor: AuditActor, entry: AuditEntry) {
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
