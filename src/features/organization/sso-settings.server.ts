import { type SQL, and, eq, isNotNull } from 'drizzle-orm'
import type { OrganizationSignInAction } from '@/lib/activity/organization-sign-in-actions'
import type { AuditActor } from '@/server/audit'
import type { Database } from '@/server/db'
import { ssoProvider } from '@/server/db/schema'
import { refuse } from '@/server/http/refusal'
import { recordOrganizationChange } from './organization-audit.server'
import { requireOwner } from './organization-domains.server'
import { organizationRefusals } from './refusals'

type ProviderSettings = Partial<Pick<typeof ssoProvider.$inferInsert, 'required' | 'idpInitiated' | 'adminGroup'>>

/**
 * One of the organisation's provider settings, changed by an owner and audited with the provider's issuer in the
 * same transaction. `onlyWhere` narrows the providers it applies to; none: refused with `notConnected`.
 */
async function changeProviderSettings(
  db: Database,
  actor: AuditActor,
  organizationId: string,
  change: {
    settings: ProviderSettings
    action: OrganizationSignInAction
    details?: Record<string, string>
    onlyWhere?: SQL
    notConnected?: string
  },
) {
  await requireOwner(db, actor.id, organizationId)
  await db.transaction(async (tx) => {
    const [changed] = await tx
      .update(ssoProvider)
      .set(change.settings)
      .where(and(eq(ssoProvider.organizationId, organizationId), change.onlyWhere))
      .returning({ issuer: ssoProvider.issuer })
    if (!changed) refuse(404, change.notConnected ?? organizationRefusals.ssoNotConnected)
    await recordOrganizationChange(tx, actor, change.action, organizationId, {
      issuer: changed.issuer,
      ...change.details,
    })
  })
}

/**
 * Required: the organisation's domains sign in only through the provider (codes, passkeys and passwords refused, a
 * product admin's passkey or password aside). Offered: a code remains possible. An owner's act, audited.
 */
export async function setSsoPolicy(
  db: Database,
  actor: AuditActor,
  input: { organizationId: string; required: boolean },
) {
  await changeProviderSettings(db, actor, input.organizationId, {
    settings: { required: input.required },
    action: input.required ? 'organization.require-sso' : 'organization.offer-sso',
  })
  return { required: input.required }
}

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
  await changeProviderSettings(db, actor, input.organizationId, {
    settings: { idpInitiated: input.allowed },
    action: input.allowed ? 'organization.allow-idp-initiated' : 'organization.refuse-idp-initiated',
    onlyWhere: isNotNull(ssoProvider.samlConfig),
    notConnected: organizationRefusals.samlNotConnected,
  })
  return { allowed: input.allowed }
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
  await changeProviderSettings(db, actor, input.organizationId, {
    settings: { adminGroup: input.group || null },
    action: 'organization.set-sso-admin-group',
    details: { group: input.group },
  })
  return { group: input.group }
}
