import type { Permissions } from './access-control'
import type { ApiKeyKind } from './api-key-plugin'

/** Who calls /api/v1: a key, and the person it acts as. */
export interface ApiPrincipal {
  keyId: string
  /** The key's first characters, as its owner's list shows them. */
  keyStart: string | null
  kind: ApiKeyKind
  /** The key's owner, or for an organisation's key the person who made it. */
  user: { id: string; name: string; email: string; image: string | null; role: string | null }
  /** What a personal key may do: a subset of its owner's permissions, checked besides them. */
  permissions: Permissions
  /** The organisation an organisation's key acts within; null for a personal key. */
  organizationId: string | null
}

const principals = new WeakMap<Request, ApiPrincipal>()

/** Set by /api/v1 once the key is checked: the session lookup of that request answers with it, not with a cookie. */
export function actAs(request: Request, principal: ApiPrincipal) {
  principals.set(request, principal)
}

export function apiPrincipalOf(request: Request): ApiPrincipal | undefined {
  return principals.get(request)
}
