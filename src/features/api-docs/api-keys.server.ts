import type { z } from 'zod'
import type { AuditActor } from '@/server/audit'
import { hasPermission } from '@/server/auth/access-control'
import { grantableStatements } from '@/server/auth/api-key-rights'
import { createApiKey, listApiKeys, revokeApiKey, statementsOf } from '@/server/auth/api-keys'
import type { Auth } from '@/server/auth/auth'
import { serverConfig } from '@/server/config'
import type { Database } from '@/server/db'
import { refuse } from '@/server/http/refusal'
import { restRoutes } from './rest-routes'
import type { createApiKeySchema } from './schema'

type KeyCaller = { user: { id: string; role: string | null }; impersonatedBy: string | null }

// The statements the API's endpoints ask for: a key holds only some of these, since nothing else is reachable by key.
const statementsOfEndpoints = new Set(
  restRoutes.flatMap((route) =>
    Object.entries(route.permission ?? {}).flatMap(([resource, actions]) =>
      actions.map((action) => `${resource}:${action}`),
    ),
  ),
)

/** What a person may give their key: what an endpoint asks for and their roles allow. */
function grantable(caller: KeyCaller) {
  return grantableStatements((permission) => hasPermission(caller.user, permission, serverConfig().auth.adminUserIds))
    .map(({ resource, action }) => `${resource}:${action}`)
    .filter((pair) => statementsOfEndpoints.has(pair))
}

export async function listMyApiKeys(db: Database, caller: KeyCaller) {
  return { keys: await listApiKeys(db, { kind: 'personal', userId: caller.user.id }), grantable: grantable(caller) }
}

/** A key of one's own, with some of one's permissions: not while impersonated (it would outlive the visit). */
export async function createMyApiKey(
  auth: Auth,
  db: Database,
  actor: AuditActor,
  caller: KeyCaller,
  input: z.output<typeof createApiKeySchema>,
) {
  if (caller.impersonatedBy) refuse(403, 'api-keys:errors.impersonating')
  const allowed = new Set(grantable(caller))
  if (!input.permissions.every((pair) => allowed.has(pair))) refuse(403, 'api-keys:errors.permissionNotYours')
  return createApiKey(
    auth,
    db,
    actor,
    { kind: 'personal', userId: caller.user.id },
    {
      name: input.name,
      expiresInDays: input.expiresInDays,
      permissions: statementsOf(input.permissions),
    },
  )
}

export async function revokeMyApiKey(db: Database, actor: AuditActor, keyId: string) {
  const revoked = await revokeApiKey(db, actor, { kind: 'personal', userId: actor.id }, keyId)
  return revoked ? { revoked: true } : refuse(404, 'api-keys:errors.notFound')
}
