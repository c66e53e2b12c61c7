import { eq } from 'drizzle-orm'
import type { Database } from '../db'
import type { DatabaseOrTransaction } from '../db/client'
import { user } from '../db/schema'
import { databaseInScope } from '../db/transaction-scope'
import { emitWebhookEvent } from './emit'

interface MemberLike {
  id: string
  userId: string
  organizationId: string
  role: string
}

function memberData(member: MemberLike, user: { email: string; name: string }) {
  return {
    organizationId: member.organizationId,
    memberId: member.id,
    userId: member.userId,
    email: user.email,
    name: user.name,
    role: member.role,
  }
}

interface TeamLike {
  id: string
  name: string
  organizationId: string
}

function teamData(team: TeamLike) {
  return { organizationId: team.organizationId, teamId: team.id, name: team.name }
}

/**
 * better-auth's organisation hooks that tell the organisation's webhook endpoints of its people: members added
 * (directly or by accepting an invitation), removed, given another role; invitations made and accepted; teams and
 * their members. Written in the transaction better-auth has open, if any.
 */
export function organizationWebhookEvents(db: Database) {
  const emit = (event: Parameters<typeof emitWebhookEvent>[1]) => emitWebhookEvent(databaseInScope(db), event)
  return {
    afterAddMember: async ({ member, user }: { member: MemberLike; user: { email: string; name: string } }) => {
      await emit({ type: 'member.added', organizationId: member.organizationId, data: memberData(member, user) })
    },
    afterRemoveMember: async ({ member, user }: { member: MemberLike; user: { email: string; name: string } }) => {
      await emit({ type: 'member.removed', organizationId: member.organizationId, data: memberData(member, user) })
    },
    afterUpdateMemberRole: async ({
      member,
      user,
      previousRole,
    }: {
      member: MemberLike
      user: { email: string; name: string }
      previousRole: string
    }) => {
      await emit({
        type: 'member.role_changed',
        organizationId: member.organizationId,
        data: { ...memberData(member, user), previousRole },
      })
    },
    afterCreateInvitation: async ({
      invitation,
    }: {
      invitation: { id: string; organizationId: string; email: string; role: string; expiresAt: Date }
    }) => {
      const { id, organizationId, email, role, expiresAt } = invitation
      await emit({
        type: 'invitation.created',
        organizationId,
        data: { organizationId, invitationId: id, email, role, expiresAt: new Date(expiresAt).toISOString() },
      })
    },
    afterAcceptInvitation: async ({
      invitation,
      member,
      user,
    }: {
      invitation: { id: string }
      member: MemberLike
      user: { email: string; name: string }
    }) => {
      await emit({
        type: 'invitation.accepted',
        organizationId: member.organizationId,
        data: { ...memberData(member, user), invitationId: invitation.id },
      })
      await emit({ type: 'member.added', organizationId: member.organizationId, data: memberData(member, user) })
    },
    afterCreateTeam: async ({ team }: { team: TeamLike }) => {
      await emit({ type: 'team.created', organizationId: team.organizationId, data: teamData(team) })
    },
    afterUpdateTeam: async ({ team }: { team: TeamLike | null }) => {
      if (team) await emit({ type: 'team.updated', organizationId: team.organizationId, data: teamData(team) })
    },
    afterDeleteTeam: async ({ team }: { team: TeamLike }) => {
      await emit({ type: 'team.deleted', organizationId: team.organizationId, data: teamData(team) })
    },
    afterAddTeamMember: async ({ team, user }: { team: TeamLike; user: { id: string; email: string } }) => {
      await emit({
        type: 'team.member_added',
        organizationId: team.organizationId,
        data: { ...teamData(team), userId: user.id, email: user.email },
      })
    },
    afterRemoveTeamMember: async ({ team, user }: { team: TeamLike; user: { id: string; email: string } }) => {
      await emit({
        type: 'team.member_removed',
        organizationId: team.organizationId,
        data: { ...teamData(team), userId: user.id, email: user.email },
      })
    },
  }
}

/**
 * A membership the product changed itself, not through better-auth's organisation endpoints (a directory's SCIM
 * request, a sign-in through the organisation's provider): told as better-auth's hooks tell theirs, in `tx`.
 */
export async function emitMembershipEvent(
  tx: DatabaseOrTransaction,
  type: 'member.added' | 'member.removed' | 'member.role_changed',
  member: MemberLike,
  previousRole?: string,
) {
  const [person] = await tx.select({ email: user.email, name: user.name }).from(user).where(eq(user.id, member.userId))
  if (!person) return
  const data = { ...memberData(member, person), ...(previousRole === undefined ? {} : { previousRole }) }
  await emitWebhookEvent(tx, { type, organizationId: member.organizationId, data })
}
