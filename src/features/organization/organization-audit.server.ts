import { eq } from 'drizzle-orm'
import { type AuditActor, recordAudit } from '@/server/audit'
import type { DatabaseOrTransaction } from '@/server/db/client'
import { organization } from '@/server/db/schema'

type OrganizationChange =
  | 'organization.claim-domain'
  | 'organization.verify-domain'
  | 'organization.remove-domain'
  | 'organization.connect-sso'
  | 'organization.remove-sso'
  | 'organization.require-sso'
  | 'organization.offer-sso'

/**
 * The audit row of a change to where an organisation's people sign in, in the change's transaction: the organisation
 * as it is called now, and what changed (the domain, or the provider's issuer).
 */
export async function recordOrganizationChange(
  tx: DatabaseOrTransaction,
  actor: AuditActor,
  action: OrganizationChange,
  organizationId: string,
  details: Record<string, string>,
) {
  const [row] = await tx
    .select({ name: organization.name })
    .from(organization)
    .where(eq(organization.id, organizationId))
  await recordAudit(tx, actor, {
    action,
    targetType: 'organization',
    targetId: organizationId,
    details: { name: row?.name ?? null, ...details },
  })
}
