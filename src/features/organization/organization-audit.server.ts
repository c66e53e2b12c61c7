import { eq } from 'drizzle-orm'
import type { OrganizationSignInAction } from '@/lib/activity/organization-sign-in-actions'
import { type AuditActor, recordAudit } from '@/server/audit'
import type { DatabaseOrTransaction } from '@/server/db/client'
import { organization } from '@/server/db/schema'
import { emitWebhookEvent } from '@/server/webhooks/emit'

/**
 * The audit row of a change to where an organisation's people sign in or its events go, in the change's transaction:
 * the organisation as it is called now, and what changed (the domain, the provider's issuer, a token's prefix, an
 * endpoint's URL). Its webhook endpoints that asked are told too (`security.changed`).
 */
export async function recordOrganizationChange(
  tx: DatabaseOrTransaction,
  actor: AuditActor,
  action: OrganizationSignInAction,
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
  await emitWebhookEvent(tx, {
    type: 'security.changed',
    organizationId,
    data: { organizationId, action, actorEmail: actor.email, ...details },
  })
}
