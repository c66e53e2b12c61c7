import type { Database } from '../db'
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

/**
 * better-auth's organisation hooks that tell the organisation's webhook endpoints of its people: members added
 * (directly or by accepting an invitation), removed, given another role; invitations made and accepted. Written in
 * the transaction better-auth has open, if any.
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
  }
}
