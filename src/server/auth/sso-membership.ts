import { tryGetCurrentAuthEndpointContext } from '@better-auth/core/context'
import { and, eq } from 'drizzle-orm'
import { holdsRole } from '@/lib/auth/roles'
import { recordAudit } from '../audit'
import type { DatabaseOrTransaction } from '../db/client'
import { member, organization, ssoProvider, user } from '../db/schema'
import { CLIENT_IP_HEADER } from './client-ip'
import { emitMembershipEvent } from '../webhooks/organization-events'

/** The groups the provider says the person is in (its `groups` claim or attribute); undefined when it sends none. */
export function groupsOf(userInfo: Record<string, unknown>): string[] | undefined {
  const { groups } = userInfo
  if (typeof groups === 'string') return [groups]
  if (Array.isArray(groups)) return groups.filter((group): group is string => typeof group === 'string')
  return undefined
}

/**
 * At every sign-in through an organisation's provider, the person is a member (made one at their first sign-in).
 * Where an owner named the provider's admin group, the provider decides at each sign-in between admin and member;
 * an owner stays an owner, and a provider that sends no groups changes no role. A role the provider gives is an
 * audit row without actor, as the directory's changes are.
 */
export async function syncSsoMembership(
  db: DatabaseOrTransaction,
  providerId: string,
  userId: string,
  groups: string[] | undefined,
) {
  const [provider] = await db
    .select({
      organizationId: ssoProvider.organizationId,
      adminGroup: ssoProvider.adminGroup,
      organizationName: organization.name,
    })
    .from(ssoProvider)
    .innerJoin(organization, eq(organization.id, ssoProvider.organizationId))
    .where(eq(ssoProvider.providerId, providerId))
  if (!provider) return
  const [existing] = await db
    .select({ id: member.id, role: member.role })
    .from(member)
    .where(and(eq(member.organizationId, provider.organizationId), eq(member.userId, userId)))
  const given = provider.adminGroup && groups ? (groups.includes(provider.adminGroup) ? 'admin' : 'member') : undefined
  if (!existing) {
    const joined = { id: crypto.randomUUID(), organizationId: provider.organizationId, userId, role: given ?? 'member' }
    await db.insert(member).values(joined)
    if (joined.role === 'admin') await recordProviderRole(db, provider.organizationName, userId, joined.role)
    await emitMembershipEvent(db, 'member.added', joined)
  } else if (given && !holdsRole(existing.role, 'owner') && existing.role !== given) {
    await db.update(member).set({ role: given }).where(eq(member.id, existing.id))
    await recordProviderRole(db, provider.organizationName, userId, given)
    const changed = { id: existing.id, organizationId: provider.organizationId, userId, role: given }
    await emitMembershipEvent(db, 'member.role_changed', changed, existing.role)
  }
}

async function recordProviderRole(db: DatabaseOrTransaction, organizationName: string, userId: string, role: string) {
  const [person] = await db.select({ email: user.email }).from(user).where(eq(user.id, userId))
  await recordAudit(
    db,
    { id: null, email: null, ipAddress: tryGetCurrentAuthEndpointContext()?.headers?.get(CLIENT_IP_HEADER) ?? null },
    {
      action: 'user.provider-role',
      targetType: 'user',
      targetId: userId,
      details: { name: organizationName, email: person?.email, role },
    },
  )
}
