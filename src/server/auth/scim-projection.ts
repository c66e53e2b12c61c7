import { createHash } from 'node:crypto'
import { tryGetCurrentAuthEndpointContext } from '@better-auth/core/context'
import type { SCIMProjectedUserState } from '@better-auth/scim'
import { and, count, eq, inArray, isNotNull, notInArray } from 'drizzle-orm'
import { recordAudit } from '../audit'
import type { DatabaseOrTransaction } from '../db/client'
import { member, organization, team, teamMember, user } from '../db/schema'
import { CLIENT_IP_HEADER } from './client-ip'
import { emitMembershipEvent } from '../webhooks/organization-events'

/** better-auth's organization plugin finds a team membership by this key: the same digest of (team, person). */
function teamMembershipKey(teamId: string, userId: string) {
  return createHash('sha256')
    .update(JSON.stringify([teamId, userId]))
    .digest('base64url')
}

/** The audit row of a change the directory made to someone's membership: no person acted, the directory did. */
async function recordDirectoryChange(
  tx: DatabaseOrTransaction,
  action: 'user.directory-add' | 'user.directory-suspend',
  organizationId: string,
  userId: string,
) {
  const [names] = await tx
    .select({ organization: organization.name, email: user.email })
    .from(organization)
    .innerJoin(user, eq(user.id, userId))
    .where(eq(organization.id, organizationId))
  await recordAudit(
    tx,
    { id: null, email: null, ipAddress: tryGetCurrentAuthEndpointContext()?.headers?.get(CLIENT_IP_HEADER) ?? null },
    { action, targetType: 'user', targetId: userId, details: { name: names?.organization, email: names?.email } },
  )
}

/**
 * Active in the directory: a member (role `member` when added; a role given by hand stays). Deactivated or deleted:
 * no longer a member, so the organisation's pages and data are closed to them (an owner stays, so that the
 * organisation is never left without one; the directory still signs them out).
 */
async function projectMembership(tx: DatabaseOrTransaction, organizationId: string, userId: string, active: boolean) {
  const [existing] = await tx
    .select({ id: member.id, role: member.role })
    .from(member)
    .where(and(eq(member.organizationId, organizationId), eq(member.userId, userId)))
  if (active && !existing) {
    const joined = { id: crypto.randomUUID(), organizationId, userId, role: 'member' }
    await tx.insert(member).values(joined)
    await recordDirectoryChange(tx, 'user.directory-add', organizationId, userId)
    await emitMembershipEvent(tx, 'member.added', joined)
  } else if (!active && existing && existing.role !== 'owner') {
    await tx.delete(member).where(eq(member.id, existing.id))
    await recordDirectoryChange(tx, 'user.directory-suspend', organizationId, userId)
    await emitMembershipEvent(tx, 'member.removed', { ...existing, organizationId, userId })
  }
}

/** The organisation's team of a directory group, made on first use and renamed with the group. */
async function teamOfGroup(tx: DatabaseOrTransaction, organizationId: string, group: { id: string; name: string }) {
  const [existing] = await tx
    .select({ id: team.id, name: team.name })
    .from(team)
    .where(and(eq(team.organizationId, organizationId), eq(team.scimGroupId, group.id)))
  if (!existing) {
    const id = crypto.randomUUID()
    await tx.insert(team).values({ id, organizationId, name: group.name, scimGroupId: group.id })
    return id
  }
  if (existing.name !== group.name) await tx.update(team).set({ name: group.name }).where(eq(team.id, existing.id))
  return existing.id
}

/** The person is in the teams of the directory groups they belong to, and in no other team a group made. */
async function projectTeams(
  tx: DatabaseOrTransaction,
  organizationId: string,
  userId: string,
  groups: { id: string; name: string }[],
) {
  const wanted: string[] = []
  for (const group of groups) wanted.push(await teamOfGroup(tx, organizationId, group))
  const directoryTeams = tx
    .select({ id: team.id })
    .from(team)
    .where(and(eq(team.organizationId, organizationId), isNotNull(team.scimGroupId)))
  const left = await tx
    .delete(teamMember)
    .where(
      and(
        eq(teamMember.userId, userId),
        inArray(teamMember.teamId, directoryTeams),
        wanted.length > 0 ? notInArray(teamMember.teamId, wanted) : undefined,
      ),
    )
    .returning({ teamId: teamMember.teamId })
  const joined =
    wanted.length === 0
      ? []
      : await tx
          .insert(teamMember)
          .values(
            wanted.map((teamId) => ({
              id: crypto.randomUUID(),
              teamId,
              userId,
              membershipKey: teamMembershipKey(teamId, userId),
            })),
          )
          .onConflictDoNothing()
          .returning({ teamId: teamMember.teamId })
  for (const teamId of new Set([...left, ...joined].map((row) => row.teamId))) {
    const [members] = await tx.select({ value: count() }).from(teamMember).where(eq(teamMember.teamId, teamId))
    await tx
      .update(team)
      .set({ memberCount: members?.value ?? 0 })
      .where(eq(team.id, teamId))
  }
}

/**
 * @better-auth/scim's projection: what the directory says of one person becomes their membership of the
 * organisation and of its teams, in the SCIM request's transaction.
 */
export async function projectDirectoryMember(tx: DatabaseOrTransaction, state: SCIMProjectedUserState) {
  const organizationId = state.provisioningDomainId
  await projectMembership(tx, organizationId, state.userId, state.active)
  const groups = state.active
    ? [...new Map(state.grants.map(({ source }) => [source.id, { id: source.id, name: source.displayName }])).values()]
    : []
  await projectTeams(tx, organizationId, state.userId, groups)
}
