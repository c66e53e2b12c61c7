import { and, eq, inArray } from 'drizzle-orm'
import type { BetterAuthPlugin } from 'better-auth'
import { APIError, createAuthMiddleware, getSessionFromCtx } from 'better-auth/api'
import { organization } from 'better-auth/plugins'
import { appConfig } from '~/app.config'
import { organizationNameSchema, teamNameSchema } from '@/lib/validation/organization-names'
import { detectRequestLanguage } from '@/lib/i18n/detect-request-language'
import type { ServerConfig } from '../config'
import type { Database } from '../db'
import { member, session } from '../db/schema'
import { organizationInvitationEmail } from '../email/templates/organization-invitation'
import { sendNotice } from '../email/notices'
import { organizationWebhookEvents } from '../webhooks/organization-events'
import { transactionInScope } from '../db/transaction-scope'
import {
  hasPermission,
  organizationAccessControl,
  organizationCreatorRole,
  organizationRoleAllows,
  organizationRoles,
} from './access-control'

/** The product's limits on organisations (better-auth refuses past them with its own error codes). */
export const organizationLimits = {
  /** A person may create an organisation while they belong to fewer than this many. */
  organizationsPerUser: 20,
  membersPerOrganization: 100,
  pendingInvitationsPerOrganization: 100,
  teamsPerOrganization: 50,
  invitationExpiresInSeconds: 7 * 24 * 60 * 60,
} as const

export function invitationUrl(baseUrl: string, invitationId: string) {
  return `${baseUrl.replace(/\/+$/, '')}/app/organizations/invitations/${encodeURIComponent(invitationId)}`
}

/**
 * The product never shows the slug better-auth requires, so it is the name plus random characters: two
 * organisations may share a name, and nobody learns that a name is taken.
 */
export function organizationSlug(name: string) {
  const base = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
  const suffix = crypto.randomUUID().replace(/-/g, '').slice(0, 10)
  return base ? `${base}-${suffix}` : suffix
}

function invalidName(messageKey: string | undefined) {
  return APIError.from('BAD_REQUEST', {
    code: 'INVALID_NAME',
    message: messageKey ?? 'organization:validation.nameRequired',
  })
}

type HookContext = Parameters<typeof getSessionFromCtx>[0]
type PluginHooks = NonNullable<BetterAuthPlugin['hooks']>

async function callerRole(db: Database, ctx: HookContext, organizationId: string | null | undefined) {
  if (!organizationId) return null
  const current = await getSessionFromCtx(ctx).catch(() => null)
  if (!current) return null
  const [found] = await db
    .select({ role: member.role })
    .from(member)
    .where(and(eq(member.organizationId, organizationId), eq(member.userId, current.user.id)))
  return found?.role ?? null
}

const managesInvitations = (role: string | null) =>
  !!role &&
  (organizationRoleAllows(role, { invitation: ['create'] }) || organizationRoleAllows(role, { invitation: ['cancel'] }))

/** Sessions of `userIds` (all when omitted) that have `organizationId` active forget it. */
async function forgetActiveOrganization(db: Database, organizationId: string, userIds?: string[]) {
  await db
    .update(session)
    .set({ activeOrganizationId: null, activeTeamId: null })
    .where(
      and(eq(session.activeOrganizationId, organizationId), userIds ? inArray(session.userId, userIds) : undefined),
    )
}

export function createOrganizationPlugin(db: Database, config: ServerConfig) {
  const webhookEvents = organizationWebhookEvents(db)
  const plugin = organization({
    ac: organizationAccessControl,
    roles: organizationRoles,
    creatorRole: organizationCreatorRole,
    // Anyone allowed in the user area may create an organisation (every product role is).
    allowUserToCreateOrganization: (user) =>
      hasPermission(user as { id: string; role?: string | null }, { apps: ['app'] }, config.auth.adminUserIds),
    organizationLimit: organizationLimits.organizationsPerUser,
    membershipLimit: organizationLimits.membersPerOrganization,
    invitationLimit: organizationLimits.pendingInvitationsPerOrganization,
    invitationExpiresIn: organizationLimits.invitationExpiresInSeconds,
    // Only the owner of the invited address, proven by a verified e-mail, may see, accept or decline an invitation.
    requireEmailVerificationOnInvitation: true,
    teams: {
      enabled: true,
      // Teams are optional groups inside an organisation: none by default, and the last one may go too.
      defaultTeam: { enabled: false },
      allowRemovingAllTeams: true,
      maximumTeams: organizationLimits.teamsPerOrganization,
    },
    async sendInvitationEmail({ id, email, role, organization: invitedTo, inviter, invitation }, request) {
      // No language is kept per account: the browser sends the one the inviter chose as ?lng=.
      const language = request ? detectRequestLanguage(request) : appConfig.fallbackLanguage
      const message = organizationInvitationEmail({
        to: email,
        language,
        organizationName: invitedTo.name,
        inviterName: inviter.user.name,
        inviterEmail: inviter.user.email,
        role,
        url: invitationUrl(config.baseUrl, id),
        expiresAt: new Date(invitation.expiresAt),
      })
      // A job of the background queue, tried again while the mail server is away: the invitation is saved either way.
      await sendNotice(message, 'An organisation invitation', transactionInScope())
    },
    organizationHooks: {
      // Checked here, after better-auth's permission checks, so that a refusal of rights comes first.
      beforeUpdateOrganization: async ({ organization: changes }) => {
        if (changes.name === undefined) return
        const parsed = organizationNameSchema.safeParse(changes.name)
        if (!parsed.success) throw invalidName(parsed.error.issues[0]?.message)
        return { data: { ...changes, name: parsed.data } }
      },
      beforeCreateTeam: async ({ team }) => {
        const parsed = teamNameSchema.safeParse(team.name)
        if (!parsed.success) throw invalidName(parsed.error.issues[0]?.message)
        return { data: { name: parsed.data } }
      },
      beforeUpdateTeam: async ({ updates }) => {
        if (updates.name === undefined) return
        const parsed = teamNameSchema.safeParse(updates.name)
        if (!parsed.success) throw invalidName(parsed.error.issues[0]?.message)
        return { data: { ...updates, name: parsed.data } }
      },
      ...webhookEvents,
      // Other sessions of the removed person, or of every member of a deleted organisation, must not
      // keep it active (better-auth only clears the caller's own session).
      afterRemoveMember: async (removal) => {
        await forgetActiveOrganization(db, removal.member.organizationId, [removal.member.userId])
        await webhookEvents.afterRemoveMember(removal)
      },
      afterDeleteOrganization: async ({ organization: deleted }) => {
        await forgetActiveOrganization(db, deleted.id)
      },
    },
  })

  const hooks: PluginHooks = {
    before: [
      {
        matcher: (ctx) => ctx.path === '/organization/create',
        handler: createAuthMiddleware(async (ctx) => {
          const body = (ctx.body ?? {}) as Record<string, unknown>
          const parsed = organizationNameSchema.safeParse(body.name)
          if (!parsed.success) throw invalidName(parsed.error.issues[0]?.message)
          return { context: { body: { ...body, name: parsed.data, slug: organizationSlug(parsed.data) } } }
        }),
      },
      {
        // better-auth lists invitations to every member: the invitees' addresses are for those who manage them.
        matcher: (ctx) => ctx.path === '/organization/list-invitations',
        handler: createAuthMiddleware(async (ctx) => {
          const current = await getSessionFromCtx(ctx).catch(() => null)
          if (!current) return
          const organizationId =
            (ctx.query?.organizationId as string | undefined) || current.session.activeOrganizationId
          const role = await callerRole(db, ctx, organizationId)
          // Non-members keep better-auth's own refusal.
          if (role !== null && !managesInvitations(role)) {
            throw APIError.from('FORBIDDEN', {
              code: 'YOU_ARE_NOT_ALLOWED_TO_INVITE_USERS_TO_THIS_ORGANIZATION',
              message: 'You are not allowed to invite users to this organization',
            })
          }
        }),
      },
    ],
    after: [
      {
        // The full organisation carries its invitations too: dropped for members who do not manage them.
        matcher: (ctx) => ctx.path === '/organization/get-full-organization',
        handler: createAuthMiddleware(async (ctx) => {
          const returned = ctx.context.returned as { id?: string; invitations?: unknown[] } | null | undefined
          if (!returned || typeof returned !== 'object' || !('invitations' in returned) || !returned.id) return
          if (managesInvitations(await callerRole(db, ctx, returned.id))) return
          return ctx.json({ ...returned, invitations: [] })
        }),
      },
    ],
  }

  return { ...plugin, hooks }
}
