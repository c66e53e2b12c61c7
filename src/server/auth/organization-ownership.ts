import { eq, inArray } from 'drizzle-orm'
import type { Database } from '../db'
import type { Transaction } from '../db/client'
import { member, organization } from '../db/schema'
import { isOrganizationOwner } from '@/lib/auth/roles'

export const SOLE_ORGANIZATION_OWNER = 'SOLE_ORGANIZATION_OWNER'

/**
 * An organisation always keeps an owner: one that others belong to but that only this user owns would be
 * left without one, so the deletion waits until someone else is made an owner; one whose only member is
 * this user goes with the account.
 */
export async function organizationsOfDeparting(db: Database | Transaction, userId: string) {
  const theirs = db.select({ id: member.organizationId }).from(member).where(eq(member.userId, userId))
  const members = await db
    .select({
      organizationId: member.organizationId,
      name: organization.name,
      userId: member.userId,
      role: member.role,
    })
    .from(member)
    .innerJoin(organization, eq(organization.id, member.organizationId))
    .where(inArray(member.organizationId, theirs))
  const byOrganization = new Map<string, typeof members>()
  for (const row of members)
    byOrganization.set(row.organizationId, [...(byOrganization.get(row.organizationId) ?? []), row])
  const ownedAlone: string[] = []
  const onlyMember: string[] = []
  for (const [organizationId, rows] of byOrganization) {
    const others = rows.filter((row) => row.userId !== userId)
    if (others.length === 0) onlyMember.push(organizationId)
    else if (
      !others.some((row) => isOrganizationOwner(row.role)) &&
      rows.some((row) => row.userId === userId && isOrganizationOwner(row.role))
    ) {
      ownedAlone.push(rows[0]!.name)
    }
  }
  return { ownedAlone, onlyMember }
}

/** Their members, teams and invitations cascade. */
export async function deleteOrganizations(db: Database | Transaction, ids: string[]) {
  if (ids.length > 0) await db.delete(organization).where(inArray(organization.id, ids))
}
