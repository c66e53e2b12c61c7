import { and, eq } from 'drizzle-orm'
import type { z } from 'zod'
import type { AuditActor } from '@/server/audit'
import { organizationRoleAllows } from '@/server/auth/access-control'
import { createApiKey, listApiKeys, revokeApiKey } from '@/server/auth/api-keys'
import type { Auth } from '@/server/auth/auth'
import type { Database } from '@/server/db'
import { member } from '@/server/db/schema'
import { refuse } from '@/server/http/refusal'
import type { createOrganizationApiKeySchema, organizationApiKeyIdSchema } from './api-keys'
import { organizationRefusals } from './refusals'

/** Owners and admins manage the organisation's keys; members do not see them; others are told it does not exist. */
async function requireKeyManager(db: Database, userId: string, organizationId: string) {
  const [membership] = await db
    .select({ role: member.role })
    .from(member)
    .where(and(eq(member.organizationId, organizationId), eq(member.userId, userId)))
  if (!membership) refuse(404, organizationRefusals.notFound)
  if (!organizationRoleAllows(membership.role, { apiKey: ['create', 'read', 'delete'] }))
    refuse(403, 'errors:forbidden')
}

export async function listOrganizationApiKeys(db: Database, userId: string, organizationId: string) {
  await requireKeyManager(db, userId, organizationId)
  return listApiKeys(db, { kind: 'organization', organizationId })
}

/** A key acting within the organisation with its maker's rights there, for as long as the maker is owner or admin. */
export async function createOrganizationApiKey(
  auth: Auth,
  db: Database,
  actor: AuditActor,
  input: z.output<typeof createOrganizationApiKeySchema>,
) {
  await requireKeyManager(db, actor.id, input.organizationId)
  return createApiKey(auth, db, actor, { kind: 'organization', organizationId: input.organizationId }, input)
}

export async function revokeOrganizationApiKey(
  db: Database,
  actor: AuditActor,
  { organizationId, keyId }: z.output<typeof organizationApiKeyIdSchema>,
) {
  await requireKeyManager(db, actor.id, organizationId)
  const revoked = await revokeApiKey(db, actor, { kind: 'organization', organizationId }, keyId)
  return revoked ? { revoked: true } : refuse(404, 'api-keys:errors.notFound')
}
