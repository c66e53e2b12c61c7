import { and, asc, eq, sql } from 'drizzle-orm'
import type { Database } from '@/server/db'
import { invitation, member, team, teamMember, user } from '@/server/db/schema'

// What an organisation holds (members, teams, pending invitations), for its members' page and the manager's.

// Written out in full: drizzle leaves columns unqualified in a single-table select, which inside this
// subquery would name the member's own id.
export const memberCount =
  sql<number>`(select count(*)::int from "member" as m where m.organization_id = "organization"."id")`.as(
    'member_count',
  )

export async function membersOf(db: Database, organizationId: string) {
  return db
    .select({
      id: member.id,
      userId: member.userId,
      role: member.role,
      createdAt: member.createdAt,
      name: user.name,
      email: user.email,
    })
    .from(member)
    .innerJoin(user, eq(user.id, member.userId))
    .where(eq(member.organizationId, organizationId))
    .orderBy(asc(member.createdAt), asc(member.id))
}

export async function teamsOf(db: Database, organizationId: string) {
  const [teams, memberships] = await Promise.all([
    db
      .select({ id: team.id, name: team.name, createdAt: team.createdAt })
      .from(team)
      .where(eq(team.organizationId, organizationId))
      .orderBy(asc(sql`lower(${team.name})`), asc(team.id)),
    db
      .select({ teamId: teamMember.teamId, userId: teamMember.userId })
      .from(teamMember)
      .innerJoin(team, eq(team.id, teamMember.teamId))
      .where(eq(team.organizationId, organizationId))
      .orderBy(asc(teamMember.createdAt)),
  ])
  return teams.map((each) => ({
    ...each,
    userIds: memberships.filter((row) => row.teamId === each.id).map((row) => row.userId),
  }))
}

export async function pendingInvitationsOf(db: Database, organizationId: string) {
  return db
    .select({
      id: invitation.id,
      email: invitation.email,
      role: invitation.role,
      expiresAt: invitation.expiresAt,
      expired: sql<boolean>`${invitation.expiresAt} <= now()`,
      createdAt: invitation.createdAt,
      inviterName: user.name,
    })
    .from(invitation)
    .innerJoin(user, eq(user.id, invitation.inviterId))
    .where(and(eq(invitation.organizationId, organizationId), eq(invitation.status, 'pending')))
    .orderBy(asc(invitation.createdAt))
}
