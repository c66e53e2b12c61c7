import { and, desc, eq } from 'drizzle-orm'
import { maskedNetwork } from '@/lib/activity/masked-network'
import { recordAudit, type AuditActor } from '../audit'
import type { Database } from '../db'
import type { DatabaseOrTransaction } from '../db/client'
import { apikey, organization } from '../db/schema'
import type { Permissions } from './access-control'
import type { Auth } from './auth'
import type { ApiKeyKind } from './api-key-plugin'

/** Whose keys: a person's own, or an organisation's. */
export type KeyOwner = { kind: 'personal'; userId: string } | { kind: 'organization'; organizationId: string }

const referenceOf = (owner: KeyOwner) => (owner.kind === 'personal' ? owner.userId : owner.organizationId)

/** `repository:read` ... as permission statements ({ repository: ['read'] }). */
export function statementsOf(pairs: readonly string[]): Permissions {
  const statements: Record<string, string[]> = {}
  for (const pair of pairs) {
    const [resource = '', action = ''] = pair.split(':')
    statements[resource] = [...(statements[resource] ?? []), action]
  }
  return statements as Permissions
}

function pairsOf(permissions: string | null): string[] {
  try {
    const statements = permissions ? (JSON.parse(permissions) as Record<string, string[]>) : {}
    return Object.entries(statements).flatMap(([resource, actions]) => actions.map((action) => `${resource}:${action}`))
  } catch {
    return []
  }
}

/** A key as its owners see it: never its secret; the network it was last used from, not the full address. */
export async function listApiKeys(db: Database, owner: KeyOwner) {
  const rows = await db
    .select()
    .from(apikey)
    .where(and(eq(apikey.configId, owner.kind), eq(apikey.referenceId, referenceOf(owner))))
    .orderBy(desc(apikey.createdAt))
  return rows.map((row) => ({
    id: row.id,
    name: row.name ?? '',
    start: row.start ?? '',
    permissions: pairsOf(row.permissions),
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    lastUsedAt: row.lastRequest?.toISOString() ?? null,
    lastUsedFrom: maskedNetwork(row.lastUsedAddress),
  }))
}

async function organizationName(db: DatabaseOrTransaction, organizationId: string) {
  const [row] = await db
    .select({ name: organization.name })
    .from(organization)
    .where(eq(organization.id, organizationId))
  return row?.name ?? null
}

/** The audit row of a key made or revoked: on its owner's account, or on the organisation (and its maker's activity). */
async function recordKeyChange(
  db: DatabaseOrTransaction,
  actor: AuditActor,
  owner: KeyOwner,
  verb: 'create' | 'revoke',
  key: { id: string; start: string | null },
) {
  const details = { token: key.start, keyId: key.id }
  if (owner.kind === 'organization') {
    const name = await organizationName(db, owner.organizationId)
    await recordAudit(db, actor, {
      action: `organization.${verb}-api-key`,
      targetType: 'organization',
      targetId: owner.organizationId,
      details: { ...details, name },
    })
  } else {
    await recordAudit(db, actor, {
      action: `user.${verb}-api-key`,
      targetType: 'user',
      targetId: owner.userId,
      details: { ...details, email: actor.email },
    })
  }
}

/**
 * A new key, made by @better-auth/api-key (random, stored as its SHA-256, its first characters kept to recognise
 * it): the secret is answered once and never again. The caller has checked who may make it.
 */
export async function createApiKey(
  auth: Auth,
  db: Database,
  actor: AuditActor,
  owner: KeyOwner,
  input: { name: string; expiresInDays: number | null; permissions?: Permissions },
) {
  const kind: ApiKeyKind = owner.kind
  const created = await auth.api.createApiKey({
    body: {
      configId: kind,
      userId: actor.id,
      name: input.name,
      expiresIn: input.expiresInDays ? input.expiresInDays * 24 * 60 * 60 : undefined,
      ...(owner.kind === 'personal'
        ? { permissions: input.permissions ?? {} }
        : { organizationId: owner.organizationId, metadata: { createdBy: actor.id } }),
    },
  })
  await recordKeyChange(db, actor, owner, 'create', created)
  return { id: created.id, key: created.key }
}

/** Revokes a key of this owner (deleted: it answers as never made); false when it has none of that id. */
export async function revokeApiKey(db: Database, actor: AuditActor, owner: KeyOwner, keyId: string) {
  return db.transaction(async (tx) => {
    const [revoked] = await tx
      .delete(apikey)
      .where(and(eq(apikey.id, keyId), eq(apikey.configId, owner.kind), eq(apikey.referenceId, referenceOf(owner))))
      .returning({ id: apikey.id, start: apikey.start })
    if (!revoked) return false
    await recordKeyChange(tx, actor, owner, 'revoke', revoked)
    return true
  })
}
