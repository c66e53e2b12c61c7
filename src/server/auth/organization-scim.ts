import { createHmac } from 'node:crypto'
import { type SCIMScope, scim } from '@better-auth/scim'
import { APIError } from 'better-auth/api'
import { eq } from 'drizzle-orm'
import type { ServerConfig } from '../config'
import type { Database } from '../db'
import { scimToken, scimUser, session, user } from '../db/schema'
import { databaseInScope } from '../db/transaction-scope'
import { holdsRole } from '@/lib/auth/roles'
import { DEACTIVATED_BY_DIRECTORY } from '@/lib/auth/sso-refusal'
import { type Endpoint, organizationOfAddress } from './organization-sso'
import { signInMethodOf } from './sign-in-method'
import { projectDirectoryMember } from './scim-projection'

const SCIM_SCOPES: readonly SCIMScope[] = [
  'scim.users.read',
  'scim.users.write',
  'scim.groups.read',
  'scim.groups.write',
]

/** Each organisation is one SCIM connection; what it provisions lands in the organisation (its provisioning domain). */
export const scimConnectionOf = (organizationId: string) => ({
  id: `org-${organizationId}`,
  provisioningDomainId: organizationId,
})

/** Tokens are kept only as this HMAC, so that a copy of the database opens no directory connection. */
export function hashScimToken(secret: string, token: string) {
  return createHmac('sha256', secret).update(`scim-token:${token}`).digest('base64url')
}

// last_used_at is written at most this often per token: a directory's sync sends many requests in a row.
const LAST_USED_WRITE_INTERVAL_MS = 60_000

async function verifyScimToken(db: Database, secret: string, token: string) {
  const [row] = await db
    .select({ id: scimToken.id, organizationId: scimToken.organizationId, lastUsedAt: scimToken.lastUsedAt })
    .from(scimToken)
    .where(eq(scimToken.tokenHash, hashScimToken(secret, token)))
  if (!row) return null
  if (!row.lastUsedAt || Date.now() - row.lastUsedAt.getTime() > LAST_USED_WRITE_INTERVAL_MS)
    await db.update(scimToken).set({ lastUsedAt: new Date() }).where(eq(scimToken.id, row.id))
  return { connection: scimConnectionOf(row.organizationId), credentialId: row.id, scopes: SCIM_SCOPES }
}

const addressOutsideDomains = () =>
  new APIError('BAD_REQUEST', {
    schemas: ['urn:ietf:params:scim:api:messages:2.0:Error'],
    status: '400',
    scimType: 'invalidValue',
    detail: 'The address is not at one of the organization’s verified domains',
  })

/**
 * A directory provisions only its organisation's people: addresses at a domain the organisation verified (the most
 * specific verified domain decides, as for single sign-on). An existing account at such an address is the
 * organisation's to manage, as its provider may already sign it in; anything else is refused.
 */
async function resolveDirectoryUser(db: Database, organizationId: string, email: string) {
  if ((await organizationOfAddress(db, email.toLowerCase())) !== organizationId) throw addressOutsideDomains()
  const existing = await db.query.user.findFirst({
    columns: { id: true },
    where: (user, { eq }) => eq(user.email, email.toLowerCase()),
  })
  return existing
    ? ({ action: 'link', userId: existing.id, profile: 'manage' } as const)
    : ({ action: 'create' } as const)
}

/** Someone the directory deactivated everywhere it knows them is signed out at once. */
async function signOutDeactivated(db: Database, userId: string, active: boolean) {
  if (!active) await databaseInScope(db).delete(session).where(eq(session.userId, userId))
}

/**
 * better-auth's SCIM plugin: organisations' directories (Okta, Entra ID...) create, update, deactivate and delete
 * their people and groups at /api/auth/scim/v2, with a token an owner made on the organisation's page.
 */
export function scimPlugin(db: Database, config: ServerConfig) {
  return scim({
    connections: [],
    authentication: { verifyBearerToken: ({ token }) => verifyScimToken(db, config.secret, token) },
    identity: {
      resolveUser: ({ provisioningDomainId, resource }) =>
        resolveDirectoryUser(db, provisioningDomainId, resource.primaryEmail),
      reconcileUser: ({ userId, active }) => signOutDeactivated(db, userId, active),
    },
    projection: {
      // Every group of the directory is a team of the organisation (scim-projection.ts); no group grants a role.
      roles: { map: () => ['member'], exists: () => true },
      reconcileUser: (state) => projectDirectoryMember(databaseInScope(db), state),
    },
    compatibility: { microsoftEntra: { acceptLegacyGroupSchema: true } },
  })
}

/**
 * better-auth's `session.create.before`: someone every directory that knows them deactivated may not sign in again
 * (a product admin aside, the way in if a directory errs). Told only after the code, so that a stranger learns
 * nothing of the address.
 */
export async function refuseDeactivatedAtSignIn(db: Database, session: { userId: string }, endpoint?: Endpoint | null) {
  if (!signInMethodOf(endpoint)) return
  const sources = await databaseInScope(db)
    .select({ active: scimUser.active, role: user.role })
    .from(scimUser)
    .innerJoin(user, eq(user.id, scimUser.userId))
    .where(eq(scimUser.userId, session.userId))
  if (sources.length === 0 || sources.some((source) => source.active || holdsRole(source.role, 'admin'))) return
  throw new APIError('FORBIDDEN', {
    code: DEACTIVATED_BY_DIRECTORY,
    message: 'The organisation’s directory deactivated this account',
  })
}

/**
 * better-auth's `user.create.before` and `user.update.before`: whatever a directory writes as someone's address (a new
 * person, or a changed primary e-mail) stays at its organisation's verified domains, so that no organisation can
 * give an account an address it does not own.
 */
export async function refuseScimAddressOutsideDomains(
  db: Database,
  changes: { email?: string | null },
  endpoint?: (Endpoint & { context?: unknown }) | null,
) {
  if (!endpoint?.path?.startsWith('/scim/') || !changes.email) return
  const connection = (endpoint.context as { scimConnection?: { provisioningDomainId: string } } | undefined)
    ?.scimConnection
  const owner = await organizationOfAddress(databaseInScope(db), changes.email.toLowerCase())
  if (!connection || owner !== connection.provisioningDomainId) throw addressOutsideDomains()
}
