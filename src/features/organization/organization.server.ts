import { and, asc, eq, getTableColumns, gt, sql } from 'drizzle-orm'
import { organizationRoleAllows } from '@/server/auth/access-control'
import { isOrganizationOwner } from '@/lib/auth/roles'
import type { Auth } from '@/server/auth/auth'
import { lookupSession } from '@/server/auth/session'
import type { Database } from '@/server/db'
import { invitation, member, organization, user } from '@/server/db/schema'
import { refuse } from '@/server/http/refusal'
import { domainsOf } from './organization-domains.server'
import { ssoOf } from './organization-sso.server'
import { scimOf } from './organization-scim.server'
import { webhookEndpointsOf } from './webhooks.server'
import { memberCount, membersOf, pendingInvitationsOf, teamsOf } from './organization-contents.server'
import { organizationRefusals } from './refusals'

// A member's view of their organisations and invitations. Reads only: member writes go through better-auth's
// organization endpoints (its rules and hooks).

export function organizationAbilities(role: string) {
  return {
    update: organizationRoleAllows(role, { organization: ['update'] }),
    delete: organizationRoleAllows(role, { organization: ['delete'] }),
    invite: organizationRoleAllows(role, { invitation: ['create'] }),
    cancelInvitation: organizationRoleAllows(role, { invitation: ['cancel'] }),
    // better-auth checks member:update to change a role and to add someone to a team, member:delete
    // to remove a member and to take someone out of a team.
    updateMembers: organizationRoleAllows(role, { member: ['update'] }),
    removeMembers: organizationRoleAllows(role, { member: ['delete'] }),
    createTeams: organizationRoleAllows(role, { team: ['create'] }),
    updateTeams: organizationRoleAllows(role, { team: ['update'] }),
    deleteTeams: organizationRoleAllows(role, { team: ['delete'] }),
    /** Owners only may make someone owner, or change or remove an owner (better-auth's rule). */
    manageOwners: isOrganizationOwner(role),
    /** The domains and the identity provider decide where people sign in; the records carry the proof: owners only. */
    manageDomains: isOrganizationOwner(role),
  }
}

/** Invitations expose the invitees' addresses: only those who manage them see them. */
export function canSeeInvitations(role: string) {
  return (
    organizationRoleAllows(role, { invitation: ['create'] }) || organizationRoleAllows(role, { invitation: ['cancel'] })
  )
}

export async function activeOrganizationId(auth: Auth, db: Database, headers: Headers) {
  const current = await lookupSession(auth, db, headers)
  return current?.session.activeOrganizationId ?? null
}

function openInvitationsTo(email: string) {
  return and(
    eq(sql`lower(${invitation.email})`, email.toLowerCase()),
    eq(invitation.status, 'pending'),
    gt(invitation.expiresAt, sql`now()`),
  )
}

/** Invitations to `userId` are listed only once their address is verified, as better-auth requires. */
export async function listMyOrganizations(db: Database, userId: string, activeOrganizationId: string | null) {
  const [account] = await db
    .select({ email: user.email, emailVerified: user.emailVerified })
    .from(user)
    .where(eq(user.id, userId))
  const [organizations, invitations] = await Promise.all([
    db
      .select({
        id: organization.id,
        name: organization.name,
        createdAt: organization.createdAt,
        role: member.role,
        memberCount,
      })
      .from(member)
      .innerJoin(organization, eq(organization.id, member.organizationId))
      .where(eq(member.userId, userId))
      .orderBy(asc(sql`lower(${organization.name})`), asc(organization.id)),
    account?.emailVerified
      ? db
          .select({
            id: invitation.id,
            role: invitation.role,
            expiresAt: invitation.expiresAt,
            organizationName: organization.name,
            inviterName: user.name,
            inviterEmail: user.email,
          })
          .from(invitation)
          .innerJoin(organization, eq(organization.id, invitation.organizationId))
          .innerJoin(user, eq(user.id, invitation.inviterId))
          .where(openInvitationsTo(account.email))
          .orderBy(asc(invitation.createdAt))
      : Promise.resolve([]),
  ])
  return {
    // A session may still name an organisation the person left or that was deleted: not active then.
    activeOrganizationId: organizations.some((each) => each.id === activeOrganizationId) ? activeOrganizationId : null,
    organizations,
    invitations,
  }
}

/** A non-member gets the same 404 as for an organisation that does not exist: nothing leaks. */
export async function getMyOrganization(
  db: Database,
  userId: string,
  organizationId: string,
  activeOrganizationId: string | null,
) {
  const [found] = await db
    .select({ organization: getTableColumns(organization), memberId: member.id, role: member.role })
    .from(member)
    .innerJoin(organization, eq(organization.id, member.organizationId))
    .where(and(eq(member.organizationId, organizationId), eq(member.userId, userId)))
  if (!found) refuse(404, organizationRefusals.notFound)

  const can = organizationAbilities(found.role)
  const [members, teams, invitations, domains, sso, scim, webhooks] = await Promise.all([
    membersOf(db, organizationId),
    teamsOf(db, organizationId),
    canSeeInvitations(found.role) ? pendingInvitationsOf(db, organizationId) : Promise.resolve([]),
    can.manageDomains ? domainsOf(db, organizationId) : Promise.resolve([]),
    can.manageDomains ? ssoOf(db, organizationId) : Promise.resolve(null),
    can.manageDomains ? scimOf(db, organizationId) : Promise.resolve(null),
    can.manageDomains ? webhookEndpointsOf(db, organizationId) : Promise.resolve(null),
  ])
  const { id, name, createdAt } = found.organization
  return {
    organization: { id, name, createdAt },
    me: { memberId: found.memberId, userId, role: found.role },
    isActive: activeOrganizationId === organizationId,
    can,
    members,
    teams,
    invitations,
    domains,
    sso,
    scim,
    webhooks,
  }
}

/**
 * An invitation as its recipient sees it before answering. Anyone else signed in is refused with
 * better-auth's "You are not the recipient of the invitation", after the 404 of an unknown id.
 */
export async function getMyInvitation(db: Database, recipient: { id: string; email: string }, invitationId: string) {
  const [found] = await db
    .select({
      id: invitation.id,
      email: invitation.email,
      role: invitation.role,
      status: invitation.status,
      expiresAt: invitation.expiresAt,
      organizationId: organization.id,
      organizationName: organization.name,
      inviterName: user.name,
      inviterEmail: user.email,
    })
    .from(invitation)
    .innerJoin(organization, eq(organization.id, invitation.organizationId))
    .innerJoin(user, eq(user.id, invitation.inviterId))
    .where(eq(invitation.id, invitationId))
  if (!found) refuse(404, organizationRefusals.invitationNotFound)
  if (found.email.toLowerCase() !== recipient.email.toLowerCase()) refuse(403, organizationRefusals.notTheRecipient)

  const [membership] = await db
    .select({ id: member.id })
    .from(member)
    .where(and(eq(member.organizationId, found.organizationId), eq(member.userId, recipient.id)))
  const { email: _email, ...view } = found
  return { ...view, expired: found.expiresAt.getTime() <= Date.now(), isMember: !!membership }
}
