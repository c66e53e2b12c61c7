import { eq, like } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { listInputSchema } from '@/lib/validation/list-input'
import { LIST_TOTAL_CAP } from '@/server/db/list-page'
import { auditLog, invitation, member, organization, session, team, teamMember, user } from '@/server/db/schema'
import { Refusal } from '@/server/http/refusal'
import { type AuthCaller, type AuthHarness, startAuthHarness } from '@/test/auth-harness'
import { testDatabaseDriver, uniqueEmail } from '@/test/test-database'
import {
  deleteOrganizationAsManager,
  getOrganizationForManager,
  listAllOrganizations,
} from './organization-manager.server'
import { getMyInvitation, getMyOrganization, listMyOrganizations } from './organization.server'
import { organizationRefusals } from './refusals'

/**
 * The reads behind the organisation pages (what each role sees) and the manager's view and
 * deletion, on data made through better-auth's endpoints, on PGlite and PostgreSQL.
 */
describe(`organisation pages and manager area on ${testDatabaseDriver}`, () => {
  let harness: AuthHarness
  type Person = { id: string; email: string; browser: AuthCaller }
  const prefix = `zz-${crypto.randomUUID().slice(0, 6)}`
  const actor = { id: 'manager-id', email: 'manager@example.com', ipAddress: '203.0.113.9' }

  let owner: Person
  let adminMember: Person
  let plainMember: Person
  let outsider: Person
  let org: { id: string; name: string }
  let pendingInvitationId: string
  let pendingEmail: string
  let teamId: string

  async function person(label: string): Promise<Person> {
    const email = uniqueEmail(label)
    const { browser } = await harness.signIn(email)
    const [row] = await harness.db.select({ id: user.id }).from(user).where(eq(user.email, email))
    await harness.db
      .update(user)
      .set({ name: `${label} person` })
      .where(eq(user.id, row!.id))
    return { id: row!.id, email, browser }
  }

  async function join(who: Person, role: string) {
    const invited = await owner.browser.request('/organization/invite-member', {
      organizationId: org.id,
      email: who.email,
      role,
    })
    const accepted = await who.browser.request('/organization/accept-invitation', { invitationId: invited.body!.id })
    expect(accepted.status).toBe(200)
  }

  const expectRefusal = async (promise: Promise<unknown>, status: number, message: string) => {
    const error = await promise.then(
      () => undefined,
      (reason: unknown) => reason,
    )
    expect(error).toBeInstanceOf(Refusal)
    expect(error).toMatchObject({ status, message })
  }

  beforeAll(async () => {
    harness = await startAuthHarness()
    ;[owner, adminMember, plainMember, outsider] = await Promise.all([
      person('owner'),
      person('admin'),
      person('member'),
      person('outsider'),
    ])
    org = (await owner.browser.request('/organization/create', { name: `${prefix} Main`, slug: 'x' })).body as {
      id: string
      name: string
    }
    await join(adminMember, 'admin')
    await join(plainMember, 'member')
    pendingEmail = uniqueEmail('pending')
    pendingInvitationId = (
      await owner.browser.request('/organization/invite-member', {
        organizationId: org.id,
        email: pendingEmail,
        role: 'member',
      })
    ).body!.id as string
    teamId = (await owner.browser.request('/organization/create-team', { organizationId: org.id, name: 'Platform' }))
      .body!.id as string
    await owner.browser.request('/organization/add-team-member', {
      organizationId: org.id,
      teamId,
      userId: plainMember.id,
    })
  })
  afterAll(() => harness.close())

  describe('listMyOrganizations', () => {
    it('lists the caller’s organisations with their role and member count, and the active one', async () => {
      const mine = await listMyOrganizations(harness.db, plainMember.id, org.id)
      expect(mine.organizations).toEqual([
        expect.objectContaining({ id: org.id, name: org.name, role: 'member', memberCount: 3 }),
      ])
      expect(mine.activeOrganizationId).toBe(org.id)
      expect((await listMyOrganizations(harness.db, outsider.id, org.id)).activeOrganizationId).toBeNull()
      expect((await listMyOrganizations(harness.db, outsider.id, null)).organizations).toEqual([])
    })

    it('lists the pending invitations addressed to the caller, once the address is verified', async () => {
      const invitee = await person('invitee')
      await owner.browser.request('/organization/invite-member', {
        organizationId: org.id,
        email: invitee.email,
        role: 'admin',
      })
      const mine = await listMyOrganizations(harness.db, invitee.id, null)
      expect(mine.invitations).toEqual([
        expect.objectContaining({
          organizationName: org.name,
          role: 'admin',
          inviterName: 'owner person',
          inviterEmail: owner.email,
        }),
      ])
      await harness.db.update(user).set({ emailVerified: false }).where(eq(user.id, invitee.id))
      expect((await listMyOrganizations(harness.db, invitee.id, null)).invitations).toEqual([])
      // Nobody else sees it among their own.
      expect((await listMyOrganizations(harness.db, outsider.id, null)).invitations).toEqual([])
    })
  })

  describe('getMyOrganization', () => {
    it('shows a member the members and teams, but not the invitations, and no management rights', async () => {
      const seen = await getMyOrganization(harness.db, plainMember.id, org.id, null)
      expect(seen.me).toMatchObject({ userId: plainMember.id, role: 'member' })
      expect(seen.members.map((each) => [each.email, each.role])).toEqual([
        [owner.email, 'owner'],
        [adminMember.email, 'admin'],
        [plainMember.email, 'member'],
      ])
      expect(seen.teams).toEqual([expect.objectContaining({ id: teamId, name: 'Platform', userIds: [plainMember.id] })])
      expect(seen.invitations).toEqual([])
      expect(JSON.stringify(seen)).not.toContain(pendingEmail)
      expect(Object.values(seen.can).every((allowed) => !allowed)).toBe(true)
      expect(seen.isActive).toBe(false)
    })

    it('shows owners and admins the pending invitations, with what their role allows', async () => {
      const byAdmin = await getMyOrganization(harness.db, adminMember.id, org.id, org.id)
      expect(byAdmin.invitations.map((each) => each.email)).toContain(pendingEmail)
      expect(byAdmin.isActive).toBe(true)
      expect(byAdmin.can).toEqual({
        update: true,
        delete: false,
        invite: true,
        cancelInvitation: true,
        updateMembers: true,
        removeMembers: true,
        createTeams: true,
        updateTeams: true,
        deleteTeams: true,
        manageOwners: false,
        manageDomains: false,
      })
      const byOwner = await getMyOrganization(harness.db, owner.id, org.id, null)
      expect(byOwner.can).toMatchObject({ delete: true, manageOwners: true, manageDomains: true })
      expect(byOwner.invitations.map((each) => each.id)).toContain(pendingInvitationId)
    })

    it('answers 404 to someone outside, as for an organisation that does not exist', async () => {
      await expectRefusal(getMyOrganization(harness.db, outsider.id, org.id, null), 404, organizationRefusals.notFound)
      await expectRefusal(
        getMyOrganization(harness.db, outsider.id, crypto.randomUUID(), null),
        404,
        organizationRefusals.notFound,
      )
    })
  })

  describe('getMyInvitation', () => {
    it('shows the invitation to its recipient only', async () => {
      const invitee = await person('recipient')
      const invited = await owner.browser.request('/organization/invite-member', {
        organizationId: org.id,
        email: invitee.email.toUpperCase(),
        role: 'admin',
      })
      const id = invited.body!.id as string
      expect(await getMyInvitation(harness.db, invitee, id)).toMatchObject({
        id,
        organizationId: org.id,
        organizationName: org.name,
        inviterName: 'owner person',
        inviterEmail: owner.email,
        role: 'admin',
        status: 'pending',
        expired: false,
        isMember: false,
      })
      await expectRefusal(getMyInvitation(harness.db, outsider, id), 403, organizationRefusals.notTheRecipient)
      await expectRefusal(
        getMyInvitation(harness.db, outsider, crypto.randomUUID()),
        404,
        organizationRefusals.invitationNotFound,
      )
    })

    it('tells an expired or answered invitation apart', async () => {
      const invitee = await person('late')
      const id = (
        await owner.browser.request('/organization/invite-member', {
          organizationId: org.id,
          email: invitee.email,
          role: 'member',
        })
      ).body!.id as string
      await harness.db
        .update(invitation)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(invitation.id, id))
      expect(await getMyInvitation(harness.db, invitee, id)).toMatchObject({ status: 'pending', expired: true })
      await harness.db.update(invitation).set({ status: 'canceled' }).where(eq(invitation.id, id))
      expect(await getMyInvitation(harness.db, invitee, id)).toMatchObject({ status: 'canceled' })
    })
  })

  describe('manager area', () => {
    it('lists every organisation, whoever owns it, with a search and pages', async () => {
      const other = await person('other-owner')
      for (const name of ['Beta', 'alpha', 'Gamma']) {
        await other.browser.request('/organization/create', { name: `${prefix} ${name}`, slug: 'x' })
      }
      const parse = (input: Parameters<typeof listInputSchema.parse>[0]) => listInputSchema.parse(input)
      const first = await listAllOrganizations(harness.db, parse({ searchTerm: prefix, limit: 2 }))
      expect(first.total).toBe(4)
      expect(first.items.map((each) => each.name)).toEqual([`${prefix} alpha`, `${prefix} Beta`])
      const second = await listAllOrganizations(
        harness.db,
        parse({ searchTerm: prefix, limit: 2, cursor: first.nextCursor ?? undefined }),
      )
      expect(second.items.map((each) => [each.name, each.memberCount])).toEqual([
        [`${prefix} Gamma`, 1],
        [`${prefix} Main`, 3],
      ])
      expect(second.nextCursor).toBeNull()
      expect(second).toMatchObject({ total: 4, totalCapped: false })
      expect(
        (await listAllOrganizations(harness.db, parse({ searchTerm: `${prefix} MAIN` }))).items.map((each) => each.id),
      ).toEqual([org.id])
    })

    it('counts the organisations exactly up to the cap, and says "cap+" past it', async () => {
      const bulk = `${prefix} bulk`
      const rows = (from: number, to: number) =>
        Array.from({ length: to - from + 1 }, (_, index) => {
          const id = `${prefix}-bulk-${from + index}`
          return { id, name: `${bulk} ${from + index}`, slug: id }
        })
      const parse = (input: Parameters<typeof listInputSchema.parse>[0]) => listInputSchema.parse(input)
      try {
        await harness.db.insert(organization).values(rows(1, LIST_TOTAL_CAP))
        expect(await listAllOrganizations(harness.db, parse({ searchTerm: bulk, limit: 5 }))).toMatchObject({
          total: LIST_TOTAL_CAP,
          totalCapped: false,
        })
        await harness.db.insert(organization).values(rows(LIST_TOTAL_CAP + 1, LIST_TOTAL_CAP + 1))
        const capped = await listAllOrganizations(harness.db, parse({ searchTerm: bulk, limit: 5 }))
        expect(capped).toMatchObject({ total: LIST_TOTAL_CAP, totalCapped: true })
        expect(capped.items.map((each) => [each.name, each.memberCount])).toEqual(
          [1, 10, 100, 1000, 1001].map((n) => [`${bulk} ${n}`, 0]),
        )
        // Past the last one: no items, the total still.
        const pastTheEnd = Buffer.from(JSON.stringify([`${bulk} 999z`, ''])).toString('base64url')
        expect(await listAllOrganizations(harness.db, parse({ searchTerm: bulk, cursor: pastTheEnd }))).toEqual({
          items: [],
          nextCursor: null,
          total: LIST_TOTAL_CAP,
          totalCapped: true,
        })
      } finally {
        await harness.db.delete(organization).where(like(organization.id, `${prefix}-bulk-%`))
      }
    })

    it('shows one organisation with its members, teams and pending invitations', async () => {
      const detail = await getOrganizationForManager(harness.db, org.id)
      expect(detail?.organization).toMatchObject({ id: org.id, name: org.name })
      expect(detail?.members.map((each) => each.userId).sort()).toEqual(
        [owner.id, adminMember.id, plainMember.id].sort(),
      )
      expect(detail?.teams.map((each) => each.name)).toEqual(['Platform'])
      expect(detail?.invitations.map((each) => each.email)).toContain(pendingEmail)
      expect(await getOrganizationForManager(harness.db, crypto.randomUUID())).toBeUndefined()
    })

    it('deletes an organisation with everything in it, clears the sessions, and audits it in the same transaction', async () => {
      const doomedOwner = await person('doomed')
      const doomed = (
        await doomedOwner.browser.request('/organization/create', { name: `${prefix} Doomed`, slug: 'x' })
      ).body as { id: string }
      const doomedTeam = (
        await doomedOwner.browser.request('/organization/create-team', { organizationId: doomed.id, name: 'Gone' })
      ).body!.id as string
      await doomedOwner.browser.request('/organization/add-team-member', {
        organizationId: doomed.id,
        teamId: doomedTeam,
        userId: doomedOwner.id,
      })
      await doomedOwner.browser.request('/organization/invite-member', {
        organizationId: doomed.id,
        email: uniqueEmail('never'),
        role: 'member',
      })

      expect(await deleteOrganizationAsManager(harness.db, actor, doomed.id)).toEqual({ id: doomed.id })
      expect(await harness.db.select().from(organization).where(eq(organization.id, doomed.id))).toEqual([])
      expect(await harness.db.select().from(member).where(eq(member.organizationId, doomed.id))).toEqual([])
      expect(await harness.db.select().from(team).where(eq(team.organizationId, doomed.id))).toEqual([])
      expect(await harness.db.select().from(teamMember).where(eq(teamMember.teamId, doomedTeam))).toEqual([])
      expect(await harness.db.select().from(invitation).where(eq(invitation.organizationId, doomed.id))).toEqual([])
      expect(await harness.db.select().from(session).where(eq(session.activeOrganizationId, doomed.id))).toEqual([])
      // The owner's account is untouched.
      expect(await harness.db.select({ id: user.id }).from(user).where(eq(user.id, doomedOwner.id))).toHaveLength(1)

      const audit = await harness.db.select().from(auditLog).where(eq(auditLog.targetId, doomed.id))
      expect(audit).toEqual([
        expect.objectContaining({
          action: 'organization.delete',
          targetType: 'organization',
          actorId: actor.id,
          actorEmail: actor.email,
          ipAddress: actor.ipAddress,
          details: { name: `${prefix} Doomed`, slug: expect.any(String), members: 1 },
        }),
      ])
    })

    it('answers undefined for an unknown organisation, and audits nothing', async () => {
      const id = crypto.randomUUID()
      expect(await deleteOrganizationAsManager(harness.db, actor, id)).toBeUndefined()
      expect(await harness.db.select().from(auditLog).where(eq(auditLog.targetId, id))).toEqual([])
    })
  })
})
