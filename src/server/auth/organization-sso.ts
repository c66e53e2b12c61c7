import { sso } from '@better-auth/sso'
import type { BetterAuthPlugin } from 'better-auth'
import { APIError, createAuthMiddleware } from 'better-auth/api'
import { and, asc, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm'
import { appConfig } from '~/app.config'
import { holdsRole } from '@/lib/auth/roles'
import { SSO_ADDRESS_REFUSED, SSO_REQUIRED } from '@/lib/auth/sso-refusal'
import { idpInitiatedAllowedHere } from './saml-idp-initiated'
import { signInMethodOf } from './sign-in-method'
import { groupsOf, syncSsoMembership } from './sso-membership'
import type { ServerConfig } from '../config'
import type { Database } from '../db'
import type { DatabaseOrTransaction } from '../db/client'
import { databaseInScope } from '../db/transaction-scope'
import { organization, organizationDomain, ssoProvider, user } from '../db/schema'

/**
 * better-auth's paths of an organisation provider's answer (OpenID Connect's callback, SAML's assertion consumer
 * service); their `providerId` parameter names the provider.
 */
const SSO_ANSWER_PATHS = new Set(['/sso/callback/:providerId', '/sso/saml2/sp/acs/:providerId'])
const isSsoAnswer = (endpoint?: Endpoint | null) => SSO_ANSWER_PATHS.has(endpoint?.path ?? '')

/** better-auth's endpoint context, as its hooks receive it. */
export interface Endpoint {
  path?: string
  params?: Record<string, string | undefined>
}

/**
 * better-auth's SSO plugin, for OpenID Connect providers that organisations connect on their page (the product
 * writes the `ssoProvider` rows itself, see organization-sso.server.ts). Memberships are the product's too
 * (`syncSsoMembership`, at every sign-in), so the plugin's own provisioning is off. The provider's word that an address is
 * verified is not taken; an address at the organisation's verified domains is the provider's to vouch for.
 */
export function ssoPlugin(db: Database, config: ServerConfig) {
  return sso({
    provisionUserOnEveryLogin: true,
    provisionUser: async ({ user: person, userInfo, provider }) => {
      await renameFromProvider(db, person, userInfo)
      await syncSsoMembership(databaseInScope(db), provider.providerId, person.id, groupsOf(userInfo))
    },
    domainVerification: { enabled: true },
    organizationProvisioning: { disabled: true },
    disableImplicitSignUp: !config.auth.signupEnabled,
    trustEmailVerified: false,
    // A SAML response must answer a request this browser started (unless its organisation allows sign-ins started
    // at its provider), carry its validity window, and use current algorithms; each assertion is accepted once.
    saml: {
      enableInResponseToValidation: true,
      get allowIdpInitiated() {
        return idpInitiatedAllowedHere()
      },
      requireTimestamps: true,
      algorithms: { onDeprecated: 'reject' },
    },
  })
}

/** `a@eu.acme.com` belongs to eu.acme.com, then acme.com: most specific first. */
export function domainsOfAddress(email: string): string[] {
  const labels = (email.split('@')[1] ?? '').toLowerCase().split('.')
  const domains: string[] = []
  for (let index = 0; index < labels.length - 1; index++) domains.push(labels.slice(index).join('.'))
  return domains
}

export async function verifiedDomainsOf(db: DatabaseOrTransaction, organizationId: string) {
  const rows = await db
    .select({ domain: organizationDomain.domain })
    .from(organizationDomain)
    .where(and(eq(organizationDomain.organizationId, organizationId), isNotNull(organizationDomain.verifiedAt)))
    .orderBy(asc(organizationDomain.domain))
  return rows.map((row) => row.domain)
}

/** The plugin trusts a provider only at the domains written on it: the organisation's verified ones, kept in step. */
export async function syncProviderDomains(tx: DatabaseOrTransaction, organizationId: string) {
  const domains = await verifiedDomainsOf(tx, organizationId)
  await tx
    .update(ssoProvider)
    .set({ domain: domains.join(',') })
    .where(eq(ssoProvider.organizationId, organizationId))
}

/**
 * The organisation an address belongs to: the one that verified the most specific of its domains (eu.acme.com
 * before acme.com, which another organisation may hold).
 */
export async function organizationOfAddress(db: DatabaseOrTransaction, email: string) {
  const domains = domainsOfAddress(email)
  if (domains.length === 0) return undefined
  const [owner] = await db
    .select({ organizationId: organizationDomain.organizationId })
    .from(organizationDomain)
    .where(and(inArray(organizationDomain.domain, domains), isNotNull(organizationDomain.verifiedAt)))
    .orderBy(desc(sql`length(${organizationDomain.domain})`))
    .limit(1)
  return owner?.organizationId
}

/**
 * Where an address signs in when its organisation (`organizationOfAddress`) has a provider. `signOnUrl` is where
 * people are sent: an OpenID Connect provider's issuer, a SAML provider's single sign-on service.
 */
export async function providerForAddress(db: DatabaseOrTransaction, email: string) {
  const organizationId = await organizationOfAddress(db, email)
  if (!organizationId) return undefined
  const [provider] = await db
    .select({
      providerId: ssoProvider.providerId,
      signOnUrl: sql<string>`coalesce(${ssoProvider.samlConfig}::jsonb->>'entryPoint', ${ssoProvider.issuer})`,
      required: ssoProvider.required,
      organizationId: ssoProvider.organizationId,
      organizationName: organization.name,
    })
    .from(ssoProvider)
    .innerJoin(organization, eq(organization.id, ssoProvider.organizationId))
    .where(eq(ssoProvider.organizationId, organizationId))
  return provider
}

/**
 * A provider vouches only for addresses that sign in through it: never another organisation's people, never an
 * unverified domain's, never an existing account elsewhere. Checked before an account or a link is made.
 */
async function requireAddressOfProvider(db: DatabaseOrTransaction, providerId: string | undefined, email: string) {
  const provider = await providerForAddress(db, email)
  if (!providerId || provider?.providerId !== providerId) {
    throw new APIError('FORBIDDEN', {
      code: SSO_ADDRESS_REFUSED,
      message: 'The organisation’s provider cannot sign in this address',
    })
  }
}

/** better-auth's `user.create.before`: an account made by a provider's answer. */
export async function refuseSsoUserOutsideDomains(
  db: Database,
  created: { email: string },
  endpoint?: Endpoint | null,
) {
  if (endpoint && isSsoAnswer(endpoint))
    await requireAddressOfProvider(databaseInScope(db), endpoint.params?.providerId, created.email)
}

async function accountOwner(db: DatabaseOrTransaction, userId: string) {
  const [owner] = await db.select({ email: user.email, role: user.role }).from(user).where(eq(user.id, userId))
  return owner
}

async function requireAccountOfProvider(db: DatabaseOrTransaction, userId: string, endpoint: Endpoint) {
  await requireAddressOfProvider(db, endpoint.params?.providerId, (await accountOwner(db, userId))?.email ?? '')
}

const ssoRequired = () =>
  new APIError('FORBIDDEN', {
    code: SSO_REQUIRED,
    message: 'This organisation signs its people in through its identity provider',
  })

/** Another way in (a code, a passkey, a password, another provider) for an account whose organisation requires its own. */
async function refuseWhereSsoRequired(db: DatabaseOrTransaction, userId: string) {
  const owner = await accountOwner(db, userId)
  if (!owner || holdsRole(owner.role, 'admin')) return
  if ((await providerForAddress(db, owner.email))?.required) throw ssoRequired()
}

const CODE_PATHS = new Set(['/email-otp/send-verification-otp', '/sign-in/email-otp'])

/**
 * No code is sent to, nor checked for, an address whose organisation requires its provider: the person is told at
 * once, on the e-mail form. The domain's policy is public (the sign-in page names the provider), so this tells
 * nothing about the address itself.
 */
export function ssoRequiredForCodes(db: Database): BetterAuthPlugin {
  return {
    id: 'threshold-sso-required-for-codes',
    hooks: {
      before: [
        {
          matcher: (ctx) => CODE_PATHS.has(ctx.path ?? ''),
          handler: createAuthMiddleware(async (ctx) => {
            const email = (ctx.body as { email?: unknown } | undefined)?.email
            if (typeof email === 'string' && (await providerForAddress(db, email.trim().toLowerCase()))?.required)
              throw ssoRequired()
          }),
        },
      ],
    },
  }
}

/** better-auth's `account.create.before`: also when the provider's account joins an existing one of the same address. */
export async function refuseSsoAccountOutsideDomains(
  db: Database,
  created: { userId: string },
  endpoint?: Endpoint | null,
) {
  if (endpoint && isSsoAnswer(endpoint)) await requireAccountOfProvider(databaseInScope(db), created.userId, endpoint)
}

/**
 * better-auth's `session.create.before`. Through a provider: at every sign-in, not only the first, since a domain may
 * have been removed since, or verified by another organisation more specifically. Any other sign-in: not where the
 * organisation requires its provider.
 */
export async function checkSsoAtSignIn(db: Database, session: { userId: string }, endpoint?: Endpoint | null) {
  if (endpoint && isSsoAnswer(endpoint)) await requireAccountOfProvider(databaseInScope(db), session.userId, endpoint)
  else if (signInMethodOf(endpoint)) await refuseWhereSsoRequired(databaseInScope(db), session.userId)
}

/**
 * At every sign-in through an organisation's provider (OpenID Connect's ID token or user info, SAML's `name` or
 * `firstName` and `lastName`), the name it gives now replaces the old one: the directory is where names change.
 */
async function renameFromProvider(
  db: Database,
  person: { id: string; name: string },
  userInfo: Record<string, unknown>,
) {
  const name =
    typeof userInfo.name === 'string' ? userInfo.name.trim().slice(0, appConfig.validation.nameMaxLength) : ''
  if (name && name !== person.name) await databaseInScope(db).update(user).set({ name }).where(eq(user.id, person.id))
}
