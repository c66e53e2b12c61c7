import { randomBytes } from 'node:crypto'
import { and, asc, eq } from 'drizzle-orm'
import type { AuditActor } from '@/server/audit'
import { hashScimToken } from '@/server/auth/organization-scim'
import { verifiedDomainsOf } from '@/server/auth/organization-sso'
import { serverConfig } from '@/server/config'
import type { Database } from '@/server/db'
import { scimToken } from '@/server/db/schema'
import { refuse } from '@/server/http/refusal'
import { recordOrganizationChange } from './organization-audit.server'
import { requireOwner } from './organization-domains.server'
import { organizationRefusals } from './refusals'
import { scimBaseUrl } from './scim'

/** At most this many tokens at once: one per directory, and room to replace one without a gap. */
export const SCIM_TOKENS_MAX = 5

/** What the organisation's page shows of provisioning: the base URL to paste, and the tokens (never one's value). */
export async function scimOf(db: Database, organizationId: string, baseUrl = serverConfig().baseUrl) {
  const tokens = await db
    .select({
      id: scimToken.id,
      prefix: scimToken.prefix,
      createdAt: scimToken.createdAt,
      lastUsedAt: scimToken.lastUsedAt,
    })
    .from(scimToken)
    .where(eq(scimToken.organizationId, organizationId))
    .orderBy(asc(scimToken.createdAt))
  return {
    baseUrl: scimBaseUrl(baseUrl),
    tokens: tokens.map((token) => ({
      ...token,
      createdAt: token.createdAt.toISOString(),
      lastUsedAt: token.lastUsedAt?.toISOString() ?? null,
    })),
  }
}

/**
 * A token for the organisation's directory: an owner's act, once a domain is verified (the directory adds only
 * that domain's people). Answered once; only its HMAC is kept.
 */
export async function createScimToken(
  db: Database,
  actor: AuditActor,
  input: { organizationId: string },
  secret = serverConfig().secret,
) {
  await requireOwner(db, actor.id, input.organizationId)
  if ((await verifiedDomainsOf(db, input.organizationId)).length === 0)
    refuse(400, organizationRefusals.scimNeedsVerifiedDomain)
  const token = `scim_${randomBytes(32).toString('base64url')}`
  const prefix = token.slice(0, 12)
  return db.transaction(async (tx) => {
    const existing = await tx
      .select({ id: scimToken.id })
      .from(scimToken)
      .where(eq(scimToken.organizationId, input.organizationId))
    if (existing.length >= SCIM_TOKENS_MAX) refuse(409, organizationRefusals.scimTooManyTokens)
    const [row] = await tx
      .insert(scimToken)
      .values({
        organizationId: input.organizationId,
        prefix,
        tokenHash: hashScimToken(secret, token),
        createdBy: actor.id,
      })
      .returning({ id: scimToken.id })
    await recordOrganizationChange(tx, actor, 'organization.create-scim-token', input.organizationId, {
      token: prefix,
    })
    return { id: row!.id, prefix, token }
  })
}

/** The directory holding it can no longer provision anyone, from its next request. */
export async function revokeScimToken(
  db: Database,
  actor: AuditActor,
  input: { organizationId: string; tokenId: string },
) {
  await requireOwner(db, actor.id, input.organizationId)
  return db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(scimToken)
      .where(and(eq(scimToken.id, input.tokenId), eq(scimToken.organizationId, input.organizationId)))
      .returning({ prefix: scimToken.prefix })
    if (!removed) refuse(404, organizationRefusals.scimTokenNotFound)
    await recordOrganizationChange(tx, actor, 'organization.revoke-scim-token', input.organizationId, {
      token: removed.prefix,
    })
    return { revoked: true }
  })
}
