import { eq } from 'drizzle-orm'
import type { z } from 'zod'
import { type AuditActor, recordAudit } from '@/server/audit'
import { deleteOrganizations, organizationsOfDeparting } from '@/server/auth/organization-ownership'
import type { Database } from '@/server/db'
import { isUniqueViolation } from '@/server/db/errors'
import { user } from '@/server/db/schema'
import { refuse } from '@/server/http/refusal'
import { userRefusals } from './refusals'
import type { updateUserSchema, userFormSchema } from './schema'
import {
  checkRoleChange,
  isAdminRole,
  type RoleChangeOptions,
  recordRoleChange,
  refuseGrantingAdminWithoutStepUp,
  refuseRemovingLastAdmin,
} from './user-roles.server'
import { findTarget } from './user-target.server'
import { STEP_UP_REFUSAL } from '@/lib/auth/step-up'

async function refuseTakenEmail<T>(write: () => Promise<T>) {
  try {
    return await write()
  } catch (error) {
    if (isUniqueViolation(error)) refuse(409, userRefusals.emailTaken)
    throw error
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
  refuseGrantingAdminWithoutStepUp(null, values.role, options)
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
 * `canSetRole` is computed by the caller from the actor's roles, `passesStepUp` from their session; a role change
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
      if (target.email !== input.email && !options.passesStepUp) refuse(403, STEP_UP_REFUSAL)
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
      if (roleChanged) await recordRoleChange(tx, actor, target, input.role)
      return { id: input.id }
    }),
  )
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
