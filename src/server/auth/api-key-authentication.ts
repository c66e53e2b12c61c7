import { defaultKeyHasher } from '@better-auth/api-key'
import { and, eq, sql } from 'drizzle-orm'
import { rateLimitMessage } from '@/lib/http/rate-limit-message'
import { recordAudit } from '../audit'
import type { Database } from '../db'
import { apikey, member, organization, user } from '../db/schema'
import { organizationRoleAllows, type Permissions } from './access-control'
import { apiKeyKindOf } from './api-key-plugin'
import type { ApiPrincipal } from './api-principal'
import type { RateLimitRule, RateLimitStore } from './rate-limit-store'

export type ApiKeyRefusal = { status: 401 | 403 | 429; message: string; retryAfter?: number }
export type ApiKeyCheck = { principal: ApiPrincipal; rateLimit: RateLimitState } | { refusal: ApiKeyRefusal }
/** What the RateLimit headers tell: the key's window, the calls left in it and the seconds until it ends. */
export type RateLimitState = { limit: number; window: number; remaining: number; resetsIn: number }

// A key's last use is written at most this often: a busy key would otherwise write its row on every call.
const LAST_USE_PRECISION_MS = 60_000

/** The key a request presents: `Authorization: Bearer <key>`, else `x-api-key: <key>`. */
export function presentedApiKey(headers: Headers): string | null {
  const bearer = headers.get('authorization')?.match(/^Bearer\s+(\S+)\s*$/i)?.[1]
  return bearer ?? (headers.get('x-api-key')?.trim() || null)
}

const refusal = (status: ApiKeyRefusal['status'], message: string): ApiKeyCheck => ({ refusal: { status, message } })

function parsedPermissions(text: string | null): Permissions {
  try {
    const parsed: unknown = text ? JSON.parse(text) : {}
    return parsed && typeof parsed === 'object' ? (parsed as Permissions) : {}
  } catch {
    return {}
  }
}

/**
 * The key (by its hash) and the person it acts as, in one query: its owner, or for an organisation's key the person
 * who made it. Prepared once per database: planning the join cost more than running it.
 */
function prepareKeyLookup(db: Database) {
  const ownerId = sql`case when ${apikey.configId} = 'personal' then ${apikey.referenceId}
    when ${apikey.metadata} like '{%' then ${apikey.metadata}::jsonb ->> 'createdBy' end`
  return db
    .select({ key: apikey, owner: user })
    .from(apikey)
    .leftJoin(user, eq(user.id, ownerId))
    .where(and(eq(apikey.key, sql.placeholder('key')), eq(apikey.configId, sql.placeholder('kind'))))
    .limit(1)
    .prepare('threshold_api_key')
}

const keyLookups = new WeakMap<Database, ReturnType<typeof prepareKeyLookup>>()

const banInForce = (person: { banned: boolean | null; banExpires: Date | null }, now: number) =>
  Boolean(person.banned) && (!person.banExpires || person.banExpires.getTime() > now)

/**
 * Checks a presented key: known (by its SHA-256, as @better-auth/api-key stores it), not revoked or expired, of a
 * person not banned who, for an organisation's key, is still an owner or admin there; then counts the call in the
 * key's window. A refusal of a known key is recorded in the audit log, on its owner's security activity.
 */
export async function authenticateApiKey(
  db: Database,
  limits: { store: RateLimitStore; rule: RateLimitRule },
  headers: Headers,
  ipAddress: string | null,
  now = Date.now(),
): Promise<ApiKeyCheck> {
  const presented = presentedApiKey(headers)
  if (!presented) return refusal(401, 'errors:apiKey.required')
  const kind = apiKeyKindOf(presented)
  let lookup = keyLookups.get(db)
  if (!lookup) keyLookups.set(db, (lookup = prepareKeyLookup(db)))
  const [found] = await lookup.execute({ key: await defaultKeyHasher(presented), kind })
  if (!found) return refusal(401, 'errors:apiKey.invalid')
  const { key, owner } = found

  const refuseKnown = async (status: ApiKeyRefusal['status'], message: string, reason: string) => {
    if (owner) await recordRefusal(db, { key, owner, ipAddress, reason })
    return refusal(status, message)
  }
  if (key.enabled === false) return refuseKnown(401, 'errors:apiKey.invalid', 'revoked')
  if (key.expiresAt && key.expiresAt.getTime() <= now) return refuseKnown(401, 'errors:apiKey.expired', 'expired')
  if (!owner || banInForce(owner, now)) return refuseKnown(403, 'errors:apiKey.ownerRefused', 'owner-banned')
  if (kind === 'organization') {
    const [membership] = await db
      .select({ role: member.role })
      .from(member)
      .where(and(eq(member.userId, owner.id), eq(member.organizationId, key.referenceId)))
    if (!membership || !organizationRoleAllows(membership.role, { apiKey: ['create'] }))
      return refuseKnown(403, 'errors:apiKey.ownerRefused', 'owner-left')
  }

  const { window, max } = limits.rule
  const { count, resetsIn } = await limits.store.hit(`api-key:${key.id}`, window)
  const rateLimit = { limit: max, window, remaining: Math.max(0, max - count), resetsIn }
  if (count > max) return { refusal: { status: 429, message: rateLimitMessage(resetsIn), retryAfter: resetsIn } }

  if (!key.lastRequest || now - key.lastRequest.getTime() >= LAST_USE_PRECISION_MS || key.lastUsedAddress !== ipAddress)
    await db
      .update(apikey)
      .set({ lastRequest: new Date(now), lastUsedAddress: ipAddress })
      .where(eq(apikey.id, key.id))

  const principal: ApiPrincipal = {
    keyId: key.id,
    keyStart: key.start,
    kind,
    user: { id: owner.id, name: owner.name, email: owner.email, image: owner.image, role: owner.role },
    permissions: kind === 'personal' ? parsedPermissions(key.permissions) : {},
    organizationId: kind === 'organization' ? key.referenceId : null,
  }
  return { principal, rateLimit }
}

/** The refusal of a key whose owner is known, on that owner's account (or the organisation's, for its key). */
export async function recordRefusal(
  db: Database,
  refused: {
    key: { id: string; start: string | null; referenceId: string; configId: string }
    owner: { id: string; email: string }
    ipAddress: string | null
    reason: string
  },
) {
  const { key, owner, ipAddress, reason } = refused
  const details = { token: key.start, keyId: key.id, reason }
  if (key.configId === 'organization') {
    const [named] = await db
      .select({ name: organization.name })
      .from(organization)
      .where(eq(organization.id, key.referenceId))
    await recordAudit(
      db,
      { id: owner.id, email: owner.email, ipAddress },
      {
        action: 'organization.refuse-api-key',
        targetType: 'organization',
        targetId: key.referenceId,
        details: { ...details, name: named?.name ?? null },
      },
    )
    return
  }
  await recordAudit(
    db,
    { id: owner.id, email: owner.email, ipAddress },
    {
      action: 'user.refuse-api-key',
      targetType: 'user',
      targetId: owner.id,
      details: { ...details, email: owner.email },
    },
  )
}
