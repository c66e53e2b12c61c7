import { eq } from 'drizzle-orm'
import { appConfig } from '~/app.config'
import { isOrganizationOwner } from '@/lib/auth/roles'
import type { ServerConfig } from '../config'
import type { DatabaseOrTransaction } from '../db/client'
import { member, organization, user } from '../db/schema'
import { webhookDisabledEmail } from '../email/templates/webhook-disabled'
import type { Enqueue } from '../jobs/job-kinds'

/**
 * Tells each owner of the organisation that one of its endpoints was disabled, queued in `tx` (the transaction that
 * disabled it). No language is kept per account: the product's default one.
 */
export async function noticeWebhookDisabled(
  tx: DatabaseOrTransaction,
  enqueue: Enqueue,
  config: Pick<ServerConfig, 'baseUrl'>,
  endpoint: { organizationId: string; url: string },
) {
  const members = await tx
    .select({ email: user.email, role: member.role, organizationName: organization.name })
    .from(member)
    .innerJoin(user, eq(user.id, member.userId))
    .innerJoin(organization, eq(organization.id, member.organizationId))
    .where(eq(member.organizationId, endpoint.organizationId))
  for (const owner of members.filter((row) => isOrganizationOwner(row.role))) {
    const message = webhookDisabledEmail({
      to: owner.email,
      language: appConfig.fallbackLanguage,
      organizationName: owner.organizationName,
      endpointUrl: endpoint.url,
      organizationUrl: `${config.baseUrl}/app/organizations/${endpoint.organizationId}`,
    })
    await enqueue('email', { message, what: 'A disabled webhook notice' }, { db: tx })
  }
}
