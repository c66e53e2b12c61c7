import { DiscoveryError, computeDiscoveryUrl, discoverOIDCConfig } from '@better-auth/sso'
import { eq } from 'drizzle-orm'
import { messageWithValues } from '@/lib/i18n/message'
import type { AuditActor } from '@/server/audit'
import { verifiedDomainsOf } from '@/server/auth/organization-sso'
import { serverConfig } from '@/server/config'
import type { Database } from '@/server/db'
import { isUniqueViolation } from '@/server/db/errors'
import { account, organization, ssoProvider } from '@/server/db/schema'
import { refuse } from '@/server/http/refusal'
import {
  OutboundCallError,
  type OutboundRule,
  callNamedAddress,
  isPublicOrTrusted,
  mayCall,
} from '@/server/http/outbound'
import { recordOrganizationChange } from './organization-audit.server'
import { requireOwner } from './organization-domains.server'
import { organizationRefusals } from './refusals'
import { type SamlProviderInput, samlConfigOf, samlIdentityProviderOf } from './saml-config.server'
import { samlServiceProvider, ssoProviderIdOf, ssoRedirectUri } from './sso'

/** As much as a pasted metadata document may hold. */
const SAML_METADATA_MAX_BYTES = 100_000

/** The parts of a stored OpenID Connect configuration the product reads (better-auth's, written at connection). */
export interface StoredOidcConfig {
  clientId: string
  clientSecret: string
  tokenEndpoint: string
  jwksEndpoint: string
  tokenEndpointAuthentication?: 'client_secret_basic' | 'client_secret_post' | 'private_key_jwt'
}

/**
 * What the organisation's page shows of single sign-on: what to register at the provider (OpenID Connect's redirect
 * URI, SAML's entity ID and ACS URL), and the provider, never its secret.
 */
export async function ssoOf(db: Database, organizationId: string, baseUrl = serverConfig().baseUrl) {
  const [row] = await db.select().from(ssoProvider).where(eq(ssoProvider.organizationId, organizationId))
  const connected = row && {
    issuer: row.issuer,
    required: row.required,
    adminGroup: row.adminGroup ?? '',
    connectedAt: row.createdAt.toISOString(),
  }
  return {
    redirectUri: ssoRedirectUri(baseUrl, organizationId),
    saml: samlServiceProvider(baseUrl, organizationId),
    provider: !connected
      ? null
      : row.samlConfig
        ? { protocol: 'saml' as const, idpInitiated: row.idpInitiated, ...connected }
        : {
            protocol: 'oidc' as const,
            clientId: (JSON.parse(row.oidcConfig ?? '{}') as StoredOidcConfig).clientId,
            ...connected,
          },
  }
}

/**
 * The provider's own description of itself, read only where the server may call (`mayCall`). better-auth's discovery
 * trusts nothing but the operator's origins, made for providers the operator registers; an owner's provider on the
 * public internet is allowed here too.
 */
export async function discover(issuer: string, { isTrustedOrigin, resolve }: OutboundRule) {
  if (!(await mayCall(computeDiscoveryUrl(issuer), isTrustedOrigin, resolve))) {
    refuse(400, messageWithValues(organizationRefusals.ssoPrivateAddress, { issuer }))
  }
  try {
    return await discoverOIDCConfig({ issuer, isTrustedOrigin: (url) => isPublicOrTrusted(url, isTrustedOrigin) })
  } catch (error) {
    if (!(error instanceof DiscoveryError)) throw error
    const reason =
      error.code === 'discovery_private_host' || error.code === 'discovery_untrusted_origin'
        ? organizationRefusals.ssoPrivateAddress
        : organizationRefusals.ssoDiscoveryFailed
    return refuse(400, messageWithValues(reason, { issuer }))
  }
}

/**
 * Connects an OpenID Connect provider: an owner's act, once the organisation has a verified domain (the provider
 * signs in that domain's people only). Its endpoints are read from its discovery document now, so that a wrong
 * issuer is told at once rather than at someone's first sign-in.
 */
export async function connectOidcProvider(
  db: Database,
  actor: AuditActor,
  input: { organizationId: string; issuer: string; clientId: string; clientSecret: string },
  outbound: OutboundRule,
  { asAdmin = false } = {},
) {
  const domains = await requireOwnerWithDomain(db, actor, input.organizationId, asAdmin)
  const discovered = await discover(input.issuer, outbound)
  const oidcConfig = {
    ...discovered,
    clientId: input.clientId,
    clientSecret: input.clientSecret,
    pkce: true,
    // Without offline_access, which the plugin would otherwise ask for: the product keeps no provider token.
    scopes: ['openid', 'email', 'profile'],
    // The groups claim decides who is an admin where an owner named the admin group (syncSsoMembership).
    mapping: { email: 'email', name: 'name', extraFields: { groups: 'groups' } },
  }
  return insertProvider(db, actor, input.organizationId, domains, {
    issuer: discovered.issuer,
    oidcConfig: JSON.stringify(oidcConfig),
  })
}

/**
 * Connects a SAML 2.0 provider, on the same terms as an OpenID Connect one. Its metadata (fetched from its URL when
 * only that is given; or entity ID, single sign-on URL and certificate) is read now with the plugin's own parser, so
 * that a wrong one is told at once. Its answers must be signed assertions for the product's entity ID, about an
 * address (the NameID or `email`).
 */
export async function connectSamlProvider(
  db: Database,
  actor: AuditActor,
  input: SamlProviderInput,
  outbound: OutboundRule,
  { asAdmin = false, baseUrl = serverConfig().baseUrl } = {},
) {
  const domains = await requireOwnerWithDomain(db, actor, input.organizationId, asAdmin)
  const metadata = input.metadata || (input.metadataUrl && (await fetchSamlMetadata(input.metadataUrl, outbound)))
  const samlConfig = samlConfigOf({ ...input, metadata }, baseUrl)
  const identityProvider = samlIdentityProviderOf(samlConfig) ?? refuse(400, organizationRefusals.samlMetadataInvalid)
  // Where people are sent, also when the metadata named it: the sign-in page says where they are going.
  samlConfig.entryPoint = identityProvider.signOnUrl
  return insertProvider(db, actor, input.organizationId, domains, {
    issuer: identityProvider.entityId,
    samlConfig: JSON.stringify(samlConfig),
  })
}

async function organizationExists(db: Database, organizationId: string) {
  const [row] = await db.select({ id: organization.id }).from(organization).where(eq(organization.id, organizationId))
  return row !== undefined
}

/** The metadata as the provider publishes it, read under the same rule as discovery (`mayCall`). */
async function fetchSamlMetadata(url: string, outbound: OutboundRule) {
  try {
    const { status, body } = await callNamedAddress(url, { ...outbound, maxBytes: SAML_METADATA_MAX_BYTES })
    if (status === 200) return body
  } catch (error) {
    if (error instanceof OutboundCallError && error.reason === 'private-address') {
      refuse(400, messageWithValues(organizationRefusals.ssoPrivateAddress, { issuer: url }))
    }
  }
  return refuse(400, messageWithValues(organizationRefusals.samlMetadataUnreachable, { url }))
}

/**
 * A provider signs in the people of verified domains only: an owner's act (or a product admin's), once there is one.
 * Returns them.
 */
async function requireOwnerWithDomain(db: Database, actor: AuditActor, organizationId: string, asAdmin: boolean) {
  if (!asAdmin) await requireOwner(db, actor.id, organizationId)
  else if (!(await organizationExists(db, organizationId))) refuse(404, organizationRefusals.notFound)
  const domains = await verifiedDomainsOf(db, organizationId)
  if (domains.length === 0) refuse(400, organizationRefusals.ssoNeedsVerifiedDomain)
  return domains
}

async function insertProvider(
  db: Database,
  actor: AuditActor,
  organizationId: string,
  domains: string[],
  provider: { issuer: string; oidcConfig?: string; samlConfig?: string },
) {
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(ssoProvider)
        .values({
          id: crypto.randomUUID(),
          providerId: ssoProviderIdOf(organizationId),
          ...provider,
          userId: actor.id,
          organizationId,
          domain: domains.join(','),
        })
        .returning({ providerId: ssoProvider.providerId })
      await recordOrganizationChange(tx, actor, 'organization.connect-sso', organizationId, { issuer: provider.issuer })
      return { providerId: row!.providerId }
    })
  } catch (error) {
    if (isUniqueViolation(error)) refuse(409, organizationRefusals.ssoAlreadyConnected)
    throw error
  }
}

/** Removes the provider and the accounts linked through it: its people sign in by code again. */
export async function removeSsoProvider(
  db: Database,
  actor: AuditActor,
  input: { organizationId: string },
  { asAdmin = false } = {},
) {
  if (!asAdmin) await requireOwner(db, actor.id, input.organizationId)
  return db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(ssoProvider)
      .where(eq(ssoProvider.organizationId, input.organizationId))
      .returning({ providerId: ssoProvider.providerId, issuer: ssoProvider.issuer })
    if (!removed) refuse(404, organizationRefusals.ssoNotConnected)
    await tx.delete(account).where(eq(account.providerId, removed.providerId))
    await recordOrganizationChange(tx, actor, 'organization.remove-sso', input.organizationId, {
      issuer: removed.issuer,
    })
    return { organizationId: input.organizationId }
  })
}
