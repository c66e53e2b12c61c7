import { eq } from 'drizzle-orm'
import type { z } from 'zod'
import { type AuditActor, recordAudit } from '@/server/audit'
import { isLastAdmin } from '@/server/auth/last-admin'
import type { Database } from '@/server/db'
import type { Transaction } from '@/server/db/client'
import { user } from '@/server/db/schema'
import { refuse } from '@/server/http/refusal'
import type { setUserRoleSchema } from './schema'
import { findTarget } from './user-target.server'
import { holdsRole } from '@/lib/auth/roles'
import { STEP_UP_REFUSAL } from '@/lib/auth/step-up'

export function isAdminRole(role: string | null | undefined) {
  return holdsRole(role, 'admin')
}

/** Refuses to demote, ban or delete the only admin (see isLastAdmin). */
export async function refuseRemovingLastAdmin(tx: Transaction, targetId: string) {
  if (await isLastAdmin(tx, targetId)) refuse(403, 'user:errors.lastAdmin')
}

/** Whether the actor passes the step-up check (see src/server/auth/step-up-rule.ts). */
export type RoleChangeOptions = { passesStepUp: boolean }

/** Making someone an admin, by a role change or by creating their account, needs the actor's step-up. */
export function refuseGrantingAdminWithoutStepUp(from: string | null, to: string, { passesStepUp }: RoleChangeOptions) {
  if (!isAdminRole(from) && isAdminRole(to) && !passesStepUp) refuse(403, STEP_UP_REFUSAL)
}

export async function checkRoleChange(
  tx: Transaction,
  actor: AuditActor,
  target: { id: string; role: string | null },
  role: string,
  options: RoleChangeOptions,
) {
  refuseGrantingAdminWithoutStepUp(target.role, role, options)
  if (!isAdminRole(target.role) || isAdminRole(role)) return
  if (target.id === actor.id) refuse(403, 'user:errors.cannotDemoteSelf')
  await refuseRemovingLastAdmin(tx, target.id)
}

/** The audit row of a role change, whichever form made it; written in the change's transaction. */
export function recordRoleChange(
  tx: Transaction,
  actor: AuditActor,
  target: { id: string; role: string | null },
  role: string,
) {
  return recordAudit(tx, actor, {
    action: 'user.set-role',
    targetType: 'user',
    targetId: target.id,
    details: { from: target.role, to: role },
  })
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
    await recordRoleChange(tx, actor, target, input.role)
    return { id: input.id }
  })
}
