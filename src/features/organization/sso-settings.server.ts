import { and, eq, isNotNull } from 'drizzle-orm'
import type { AuditActor } from '@/server/audit'
import type { Database } from '@/server/db'
import { ssoProvider } from '@/server/db/schema'
import { refuse } from '@/server/http/refusal'
import { recordOrganizationChange } from './organization-audit.server'
import { requireOwner } from './organization-domains.server'
import { organizationRefusals } from './refusals'

/**
 * Whether the organisation's SAML provider may sign people in from its own portal (IdP-initiated: an answer to no
 * request of this server). Off by default: such an answer cannot be tied to the browser that receives it, so a
 * forged or intercepted one is harder to refuse. An owner's act, stepped up and audited.
 */
export async function setSamlIdpInitiated(
  db: Database,
  actor: AuditActor,
  input: { organizationId: string; allowed: boolean },
) {
  await requireOwner(db, actor.id, input.organizationId)
  return db.transaction(async (tx) => {
    const [changed] = await tx
      .update(ssoProvider)
      .set({ idpInitiated: input.allowed })
      .where(and(eq(ssoProvider.organizationId, input.organizationId), isNotNull(ssoProvider.samlConfig)))
      .returning({ issuer: ssoProvider.issuer })
    if (!changed) refuse(404, organizationRefusals.samlNotConnected)
    const action = input.allowed ? 'organization.allow-idp-initiated' : 'organization.refuse-idp-initiated'
    await recordOrganizationChange(tx, actor, action, input.organizationId, { issuer: changed.issuer })
    return { allowed: input.allowed }
  })
}

/**
 * The provider's group whose people are the organisation's admins (checked at each of their sign-ins; see
 * syncSsoMembership), or none (`''`): roles are then given in the product. An owner's act, stepped up and audited.
 */
export async function setSsoAdminGroup(
  db: Database,
  actor: AuditActor,
  input: { organizationId: string; group: string },
) {
  await requireOwner(db, actor.id, input.organizationId)
  return db.transaction(async (tx) => {
    const [changed] = await tx
      .update(ssoProvider)
      .set({ adminGroup: input.group || null })
      .where(eq(ssoProvider.organizationId, input.organizationId))
      .returning({ issuer: ssoProvider.issuer })
    if (!changed) refuse(404, organizationRefusals.ssoNotConnected)
    await recordOrganizationChange(tx, actor, 'organization.set-sso-admin-group', input.organizationId, {
      issuer: changed.issuer,
      group: input.group,
    })
    return { group: input.group }
  })
}
