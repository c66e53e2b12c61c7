import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { invitation, member, organization, session, team, teamMember, user } from '@/server/db/schema'
import { organizationLimits } from '@/server/auth/organization-plugin'
import { type AuthCaller, type AuthHarness, startAuthHarness } from '@/test/auth-harness'
import { testDatabaseDriver, uniqueEmail } from '@/test/test-database'

/**
 * The organisation rules (roles, invitations, teams, limits), through better-auth's HTTP endpoints as the browser
 * calls them (with the product's plugin options and hooks), on PGlite and on PostgreSQL: roles and
 * their refusals, invitations and their recipient, leaving, teams, limits, and what members see.
 */
describe(`organisation rules on ${testDatabaseDriver}`, () => {
  let harness: AuthHarness

  type Person = { id: string; email: string; browser: AuthCaller }
  type Organization = { id: string; name: string; slug: string }

  async function person(label: string): Promise<Person> {
    const email = uniqueEmail(label)
    const { browser } = await harness.signIn(email)
    const [row] = await harness.db.select({ id: user.id }).from(user).where(eq(user.email, email))
    return { id: row!.id, email, browser }
  }

  async function createOrganization(owner: Person, name = `Org ${crypto.randomUUID().slice(0, 6)}`) {
    const created = await owner.browser.request('/organization/create', { name, slug: 'chosen-by-the-client' })
    expect(created.status, JSON.stringify(created.body)).toBe(200)
    return created.body as unknown as Organization
  }

  async function invite(inviter: Person, organizationId: string, email: string, role = 'member', query = '') {
    return inviter.browser.request(`/organization/invite-member${query}`, { organizationId, email, role })
  }

  /** `who` joins through an invitation sent by `inviter`, with `role`; returns the member id. */
  async function join(inviter: Person, organizationId: string, who: Person, role = 'member') {
    const invited = await invite(inviter, organizationId, who.email, role)
    expect(invited.status, JSON.stringify(invited.body)).toBe(200)
    const accepted = await who.browser.request('/organization/accept-invitation', { invitationId: invited.body!.id })
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200)
    return (accepted.body as { member: { id: string } }).member.id
  }

  const roleOf = async (organizationId: string, userId: string) =>
    (
      await harness.db
        .select({ role: member.role })
        .from(member)
        .where(and(eq(member.organizationId, organizationId), eq(member.userId, userId)))
    )[0]?.role

  const activeOrganizationOf = async (who: Person) =>
    ((await who.browser.request('/get-session')).body as { session: { activeOrganizationId: string | null } }).session
      .activeOrganizationId

  /** An organisation with an owner, an admin and a member, plus someone outside it. */
  async function team4() {
    const [owner, adminMember, plainMember, outsider] = await Promise.all([
      person('owner'),
      person('admin'),
      person('member'),
      person('outsider'),
    ])
    const org = await createOrganization(owner!)
    const adminMemberId = await join(owner!, org.id, adminMember!, 'admin')
    const plainMemberId = await join(owner!, org.id, plainMember!, 'member')
    return {
      owner: owner!,
      admin: adminMember!,
      member: plainMember!,
      outsider: outsider!,
      org,
      adminMemberId,
      plainMemberId,
    }
  }

  beforeAll(async () => {
    harness = await startAuthHarness()
  })
  afterAll(() => harness.close())

  describe('creating', () => {
    it('makes the creator the owner, activates it, and makes the slug itself', async () => {
      const ada = await person('ada')
      const org = await createOrganization(ada, '  Ada’s Lab  ')
      expect(org.name).toBe('Ada’s Lab')
      expect(org.slug).toMatch(/^ada-s-lab-[0-9a-f]{10}$/)
      expect(await roleOf(org.id, ada.id)).toBe('owner')
      expect(await activeOrganizationOf(ada)).toBe(org.id)
      // No default team: teams are optional groups.
      expect(await harness.db.select().from(team).where(eq(team.organizationId, org.id))).toEqual([])
    })

    it('lets two organisations share a name (nobody learns that a name is taken)', async () => {
      const [first, second] = await Promise.all([person('first'), person('second')])
      const a = await createOrganization(first!, 'Acme')
      const b = await createOrganization(second!, 'Acme')
      expect(a.slug).not.toBe(b.slug)
    })

    it('refuses a blank or too long name', async () => {
      const ada = await person('blank')
      expect(await ada.browser.request('/organization/create', { name: '   ', slug: 'x' })).toMatchObject({
        status: 400,
        body: { code: 'INVALID_NAME', message: 'organization:validation.nameRequired' },
      })
      expect(await ada.browser.request('/organization/create', { name: 'x'.repeat(101), slug: 'x' })).toMatchObject({
        status: 400,
        body: { code: 'INVALID_NAME' },
      })
    })

    it('refuses anonymous callers and people whose role does not allow the user area', async () => {
      expect((await harness.caller().request('/organization/create', { name: 'Nobody', slug: 'x' })).status).toBe(401)
      const guest = await person('guest')
      await harness.db.update(user).set({ role: 'guest' }).where(eq(user.id, guest.id))
      expect(await guest.browser.request('/organization/create', { name: 'Guest org', slug: 'x' })).toMatchObject({
        status: 403,
        body: { code: 'YOU_ARE_NOT_ALLOWED_TO_CREATE_A_NEW_ORGANIZATION' },
      })
    })

    it(`refuses a person who already belongs to ${organizationLimits.organizationsPerUser} organisations`, async () => {
      const busy = await person('busy')
      const ids = Array.from({ length: organizationLimits.organizationsPerUser }, () => crypto.randomUUID())
      await harness.db.insert(organization).values(ids.map((id) => ({ id, name: 'Filler', slug: `filler-${id}` })))
      await harness.db
        .insert(member)
        .values(
          ids.map((organizationId) => ({ id: crypto.randomUUID(), organizationId, userId: busy.id, role: 'member' })),
        )
      expect(await busy.browser.request('/organization/create', { name: 'One too many', slug: 'x' })).toMatchObject({
        status: 403,
        body: { code: 'YOU_HAVE_REACHED_THE_MAXIMUM_NUMBER_OF_ORGANIZATIONS' },
      })
    })
  })

  describe('listing and switching', () => {
    it('lists only the caller’s organisations and keeps the active one on the session', async () => {
      const { owner, member: plain, outsider, org } = await team4()
      const other = await createOrganization(owner, 'Second')
      const listed = (await owner.browser.request('/organization/list')).body as unknown as Organization[]
      expect(listed.map((each) => each.id).sort()).toEqual([org.id, other.id].sort())
      expect(
        ((await outsider.browser.request('/organization/list')).body as unknown as Organization[]).map(
          (each) => each.id,
        ),
      ).not.toContain(org.id)

      expect((await owner.browser.request('/organization/set-active', { organizationId: org.id })).status).toBe(200)
      expect(await activeOrganizationOf(owner)).toBe(org.id)
      expect(
        (await plain.browser.request('/organization/set-active', { organizationId: other.id })).body,
      ).toMatchObject({
        code: 'USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION',
      })
    })
  })

  describe('renaming and deleting', () => {
    it('lets the owner and the admin rename, not a member nor an outsider', async () => {
      const { owner, admin, member: plain, outsider, org } = await team4()
      const rename = (who: Person, name: string) =>
        who.browser.request('/organization/update', { organizationId: org.id, data: { name } })
      expect((await rename(owner, 'By owner')).status).toBe(200)
      expect((await rename(admin, ' By admin ')).body).toMatchObject({ name: 'By admin' })
      expect(await rename(plain, 'By member')).toMatchObject({
        status: 403,
        body: { code: 'YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_ORGANIZATION' },
      })
      expect(await rename(outsider, 'By outsider')).toMatchObject({
        status: 400,
        body: { code: 'USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION' },
      })
      expect(await rename(owner, '   ')).toMatchObject({ status: 400, body: { code: 'INVALID_NAME' } })
      const [row] = await harness.db.select().from(organization).where(eq(organization.id, org.id))
      expect(row?.name).toBe('By admin')
    })

    it('lets only the owner delete, and every session forgets it', async () => {
      const { owner, admin, member: plain, org } = await team4()
      await plain.browser.request('/organization/set-active', { organizationId: org.id })
      const remove = (who: Person) => who.browser.request('/organization/delete', { organizationId: org.id })
      expect(await remove(admin)).toMatchObject({
        status: 403,
        body: { code: 'YOU_ARE_NOT_ALLOWED_TO_DELETE_THIS_ORGANIZATION' },
      })
      expect(await remove(plain)).toMatchObject({
        status: 403,
        body: { code: 'YOU_ARE_NOT_ALLOWED_TO_DELETE_THIS_ORGANIZATION' },
      })
      expect(await harness.db.select().from(organization).where(eq(organization.id, org.id))).toHaveLength(1)

      expect((await remove(owner)).status).toBe(200)
      expect(await harness.db.select().from(organization).where(eq(organization.id, org.id))).toEqual([])
      expect(await harness.db.select().from(member).where(eq(member.organizationId, org.id))).toEqual([])
      expect(await activeOrganizationOf(owner)).toBeNull()
      expect(await activeOrganizationOf(plain)).toBeNull()
    })
  })

  describe('invitations', () => {
    it('e-mails the invitee in the language the inviter chose, with the link to answer it', async () => {
      const owner = await person('inviter')
      const org = await createOrganization(owner, 'Équipe Rouge')
      const email = uniqueEmail('invitee')
      const since = harness.sink.received.length
      const invited = await invite(owner, org.id, email, 'admin', '?lng=fr')
      expect(invited.status).toBe(200)
      const mail = await harness.sink.waitForEmail(email, { since })
      expect(mail.language).toBe('fr')
      expect(mail.subject).toContain('Équipe Rouge')
      expect(mail.text).toContain('en tant que administrateur')
      expect(mail.text).toContain(`http://localhost:3000/app/organizations/invitations/${invited.body!.id}`)
      expect(mail.html).toContain(`href="http://localhost:3000/app/organizations/invitations/${invited.body!.id}"`)

      const english = uniqueEmail('english')
      const sinceEnglish = harness.sink.received.length
      await invite(owner, org.id, english)
      const englishMail = await harness.sink.waitForEmail(english, { since: sinceEnglish })
      expect(englishMail.language).toBe('en')
      expect(englishMail.subject).toContain('invited you to join Équipe Rouge')
    })

    it('lets owners and admins invite, not members; only an owner may invite an owner', async () => {
      const { owner, admin, member: plain, org } = await team4()
      expect(await invite(plain, org.id, uniqueEmail())).toMatchObject({
        status: 403,
        body: { code: 'YOU_ARE_NOT_ALLOWED_TO_INVITE_USERS_TO_THIS_ORGANIZATION' },
      })
      expect((await invite(admin, org.id, uniqueEmail(), 'admin')).status).toBe(200)
      expect(await invite(admin, org.id, uniqueEmail(), 'owner')).toMatchObject({
        status: 403,
        body: { code: 'YOU_ARE_NOT_ALLOWED_TO_INVITE_USER_WITH_THIS_ROLE' },
      })
      expect((await invite(owner, org.id, uniqueEmail(), 'owner')).status).toBe(200)
      expect((await invite(owner, org.id, uniqueEmail(), 'superuser')).status).toBe(400)
      expect(await invite(owner, org.id, plain.email)).toMatchObject({
        status: 400,
        body: { code: 'USER_IS_ALREADY_A_MEMBER_OF_THIS_ORGANIZATION' },
      })
      const twice = uniqueEmail('twice')
      await invite(owner, org.id, twice)
      expect(await invite(owner, org.id, twice)).toMatchObject({
        status: 400,
        body: { code: 'USER_IS_ALREADY_INVITED_TO_THIS_ORGANIZATION' },
      })
    })

    it('shows the invitees’ addresses to owners and admins only', async () => {
      const { owner, admin, member: plain, outsider, org } = await team4()
      const pending = uniqueEmail('pending')
      await invite(owner, org.id, pending)
      const list = (who: Person) => who.browser.request(`/organization/list-invitations?organizationId=${org.id}`)
      expect(((await list(owner)).body as unknown as Array<{ email: string }>).map((each) => each.email)).toContain(
        pending,
      )
      expect(((await list(admin)).body as unknown as Array<{ email: string }>).map((each) => each.email)).toContain(
        pending,
      )
      expect(await list(plain)).toMatchObject({ status: 403 })
      expect(await list(outsider)).toMatchObject({ status: 403 })

      const full = (who: Person) => who.browser.request(`/organization/get-full-organization?organizationId=${org.id}`)
      const byOwner = (await full(owner)).body as { invitations: Array<{ email: string }>; members: unknown[] }
      expect(byOwner.invitations.map((each) => each.email)).toContain(pending)
      const byMember = await full(plain)
      expect(byMember.status).toBe(200)
      expect(byMember.body).toMatchObject({ id: org.id, invitations: [] })
      expect((byMember.body as { members: unknown[] }).members).toHaveLength(3)
      expect(JSON.stringify(byMember.body)).not.toContain(pending)
      // Outside the organisation, nothing: not its members, not its invitations.
      const byOutsider = await full(outsider)
      expect(byOutsider).toMatchObject({ status: 403, body: { code: 'USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION' } })
      expect(JSON.stringify(byOutsider.body)).not.toContain(owner.email)
      expect(await outsider.browser.request(`/organization/list-members?organizationId=${org.id}`)).toMatchObject({
        status: 403,
      })
    })

    it('lets only its recipient accept or decline it', async () => {
      const { owner, outsider, org } = await team4()
      const invitee = await person('invitee')
      const invited = await invite(owner, org.id, invitee.email, 'admin')
      const invitationId = invited.body!.id as string
      for (const path of ['/organization/accept-invitation', '/organization/reject-invitation']) {
        expect(await outsider.browser.request(path, { invitationId })).toMatchObject({
          status: 403,
          body: { code: 'YOU_ARE_NOT_THE_RECIPIENT_OF_THE_INVITATION' },
        })
      }
      expect(await outsider.browser.request(`/organization/get-invitation?id=${invitationId}`)).toMatchObject({
        status: 403,
        body: { code: 'YOU_ARE_NOT_THE_RECIPIENT_OF_THE_INVITATION' },
      })
      expect(await roleOf(org.id, outsider.id)).toBeUndefined()

      const accepted = await invitee.browser.request('/organization/accept-invitation', { invitationId })
      expect(accepted.status).toBe(200)
      expect(await roleOf(org.id, invitee.id)).toBe('admin')
      expect(await activeOrganizationOf(invitee)).toBe(org.id)
      // Used: it cannot be accepted again.
      expect(await invitee.browser.request('/organization/accept-invitation', { invitationId })).toMatchObject({
        status: 400,
        body: { code: 'INVITATION_NOT_FOUND' },
      })
    })

    it('lets the recipient decline, and an admin cancel, but not a member', async () => {
      const { owner, admin, member: plain, org } = await team4()
      const declining = await person('declining')
      const declined = await invite(owner, org.id, declining.email)
      expect(
        (await declining.browser.request('/organization/reject-invitation', { invitationId: declined.body!.id }))
          .status,
      ).toBe(200)
      expect(await roleOf(org.id, declining.id)).toBeUndefined()

      const cancelled = await invite(owner, org.id, uniqueEmail('cancelled'))
      const cancel = (who: Person) =>
        who.browser.request('/organization/cancel-invitation', { invitationId: cancelled.body!.id })
      expect(await cancel(plain)).toMatchObject({
        status: 403,
        body: { code: 'YOU_ARE_NOT_ALLOWED_TO_CANCEL_THIS_INVITATION' },
      })
      expect((await cancel(admin)).status).toBe(200)
      const statuses = await harness.db
        .select({ id: invitation.id, status: invitation.status })
        .from(invitation)
        .where(eq(invitation.organizationId, org.id))
      expect(statuses.find((each) => each.id === declined.body!.id)?.status).toBe('rejected')
      expect(statuses.find((each) => each.id === cancelled.body!.id)?.status).toBe('canceled')
    })

    it(`refuses a new member past ${organizationLimits.membersPerOrganization} members`, async () => {
      const owner = await person('full')
      const org = await createOrganization(owner)
      const late = await person('late')
      const invited = await invite(owner, org.id, late.email)
      const fillers = Array.from({ length: organizationLimits.membersPerOrganization - 1 }, () => crypto.randomUUID())
      await harness.db
        .insert(user)
        .values(fillers.map((id) => ({ id, name: 'Filler', email: `filler-${id}@example.test` })))
      await harness.db
        .insert(member)
        .values(fillers.map((userId) => ({ id: crypto.randomUUID(), organizationId: org.id, userId, role: 'member' })))
      expect(
        await late.browser.request('/organization/accept-invitation', { invitationId: invited.body!.id }),
      ).toMatchObject({
        status: 403,
        body: { code: 'ORGANIZATION_MEMBERSHIP_LIMIT_REACHED' },
      })
    })
  })

  describe('roles of members', () => {
    it('lets owners and admins change a member’s role, not members', async () => {
      const { admin, member: plain, org, plainMemberId, adminMemberId } = await team4()
      const setRole = (who: Person, memberId: string, role: string) =>
        who.browser.request('/organization/update-member-role', { organizationId: org.id, memberId, role })
      expect(await setRole(plain, adminMemberId, 'member')).toMatchObject({
        status: 403,
        body: { code: 'YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_MEMBER' },
      })
      expect(await roleOf(org.id, admin.id)).toBe('admin')
      expect((await setRole(admin, plainMemberId, 'admin')).status).toBe(200)
      expect(await roleOf(org.id, plain.id)).toBe('admin')
    })

    it('keeps owners to owners: an admin can neither make an owner nor change one', async () => {
      const { owner, admin, member: plain, org, plainMemberId } = await team4()
      const ownerMemberId = (
        await harness.db
          .select({ id: member.id })
          .from(member)
          .where(and(eq(member.organizationId, org.id), eq(member.userId, owner.id)))
      )[0]!.id
      const setRole = (who: Person, memberId: string, role: string) =>
        who.browser.request('/organization/update-member-role', { organizationId: org.id, memberId, role })
      expect(await setRole(admin, plainMemberId, 'owner')).toMatchObject({
        status: 403,
        body: { code: 'YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_MEMBER' },
      })
      expect(await setRole(admin, ownerMemberId, 'member')).toMatchObject({
        status: 403,
        body: { code: 'YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_MEMBER' },
      })
      expect(await setRole(owner, ownerMemberId, 'admin')).toMatchObject({
        status: 400,
        body: { code: 'YOU_CANNOT_LEAVE_THE_ORGANIZATION_WITHOUT_AN_OWNER' },
      })
      expect(await setRole(owner, plainMemberId, 'guest')).toMatchObject({
        status: 400,
        body: { code: 'ROLE_NOT_FOUND' },
      })
      expect((await setRole(owner, plainMemberId, 'owner')).status).toBe(200)
      expect(await roleOf(org.id, plain.id)).toBe('owner')
      // Two owners now: the first may step down.
      expect((await setRole(owner, ownerMemberId, 'member')).status).toBe(200)
    })
  })

  describe('removing and leaving', () => {
    it('lets owners and admins remove a member, not members; the removed person’s sessions forget it', async () => {
      const { owner, admin, member: plain, org, plainMemberId, adminMemberId } = await team4()
      await plain.browser.request('/organization/set-active', { organizationId: org.id })
      const remove = (who: Person, memberIdOrEmail: string) =>
        who.browser.request('/organization/remove-member', { organizationId: org.id, memberIdOrEmail })
      expect(await remove(plain, adminMemberId)).toMatchObject({
        status: 401,
        body: { code: 'YOU_ARE_NOT_ALLOWED_TO_DELETE_THIS_MEMBER' },
      })
      expect(await remove(admin, owner.email)).toMatchObject({
        status: 400,
        body: { code: 'YOU_CANNOT_LEAVE_THE_ORGANIZATION_AS_THE_ONLY_OWNER' },
      })
      expect((await remove(admin, plainMemberId)).status).toBe(200)
      expect(await roleOf(org.id, plain.id)).toBeUndefined()
      expect(await activeOrganizationOf(plain)).toBeNull()
      expect(await plain.browser.request(`/organization/get-full-organization?organizationId=${org.id}`)).toMatchObject(
        { status: 403 },
      )
    })

    it('refuses to let the only owner leave; members leave; a second owner lets the first go', async () => {
      const { owner, member: plain, org } = await team4()
      const leave = (who: Person) => who.browser.request('/organization/leave', { organizationId: org.id })
      expect(await leave(owner)).toMatchObject({
        status: 400,
        body: { code: 'YOU_CANNOT_LEAVE_THE_ORGANIZATION_AS_THE_ONLY_OWNER' },
      })
      expect(await roleOf(org.id, owner.id)).toBe('owner')
      expect((await leave(plain)).status).toBe(200)
      expect(await roleOf(org.id, plain.id)).toBeUndefined()

      const second = await person('second-owner')
      await join(owner, org.id, second, 'owner')
      expect((await leave(owner)).status).toBe(200)
      expect(await roleOf(org.id, owner.id)).toBeUndefined()
    })
  })

  describe('teams', () => {
    it('lets owners and admins create, rename and delete teams, not members', async () => {
      const { owner, admin, member: plain, org } = await team4()
      const create = (who: Person, name: string) =>
        who.browser.request('/organization/create-team', { organizationId: org.id, name })
      expect(await create(plain, 'By member')).toMatchObject({
        status: 403,
        body: { code: 'YOU_ARE_NOT_ALLOWED_TO_CREATE_TEAMS_IN_THIS_ORGANIZATION' },
      })
      expect(await create(admin, '  ')).toMatchObject({
        status: 400,
        body: { code: 'INVALID_NAME', message: 'organization:validation.teamNameRequired' },
      })
      const created = await create(admin, ' Design ')
      expect(created).toMatchObject({ status: 200, body: { name: 'Design' } })
      const teamId = created.body!.id as string

      const rename = (who: Person, name: string) =>
        who.browser.request('/organization/update-team', { teamId, data: { organizationId: org.id, name } })
      expect(await rename(plain, 'By member')).toMatchObject({
        status: 403,
        body: { code: 'YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_TEAM' },
      })
      expect(await rename(owner, 'Product design')).toMatchObject({ status: 200, body: { name: 'Product design' } })

      const remove = (who: Person) =>
        who.browser.request('/organization/remove-team', { organizationId: org.id, teamId })
      expect(await remove(plain)).toMatchObject({
        status: 403,
        body: { code: 'YOU_ARE_NOT_ALLOWED_TO_DELETE_TEAMS_IN_THIS_ORGANIZATION' },
      })
      // The last team may go too.
      expect((await remove(admin)).status).toBe(200)
      expect(await harness.db.select().from(team).where(eq(team.organizationId, org.id))).toEqual([])
    })

    it('lets owners and admins add and remove the organisation’s members in a team, not members', async () => {
      const { owner, admin, member: plain, outsider, org } = await team4()
      const teamId = (
        await owner.browser.request('/organization/create-team', { organizationId: org.id, name: 'Support' })
      ).body!.id as string
      const add = (who: Person, userId: string) =>
        who.browser.request('/organization/add-team-member', { organizationId: org.id, teamId, userId })
      const remove = (who: Person, userId: string) =>
        who.browser.request('/organization/remove-team-member', { organizationId: org.id, teamId, userId })
      const teamMembers = async () =>
        (
          await harness.db.select({ userId: teamMember.userId }).from(teamMember).where(eq(teamMember.teamId, teamId))
        ).map((row) => row.userId)

      expect(await add(plain, plain.id)).toMatchObject({
        status: 403,
        body: { code: 'YOU_ARE_NOT_ALLOWED_TO_CREATE_A_NEW_TEAM_MEMBER' },
      })
      expect(await add(admin, outsider.id)).toMatchObject({
        status: 400,
        body: { code: 'USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION' },
      })
      expect((await add(admin, plain.id)).status).toBe(200)
      expect((await add(owner, admin.id)).status).toBe(200)
      expect((await teamMembers()).sort()).toEqual([plain.id, admin.id].sort())

      expect(await remove(plain, admin.id)).toMatchObject({
        status: 403,
        body: { code: 'YOU_ARE_NOT_ALLOWED_TO_REMOVE_A_TEAM_MEMBER' },
      })
      expect((await remove(admin, plain.id)).status).toBe(200)
      expect(await teamMembers()).toEqual([admin.id])
    })
  })

  it('never keeps a session on a deleted organisation, whoever deleted it', async () => {
    const { owner, member: plain, org } = await team4()
    await plain.browser.request('/organization/set-active', { organizationId: org.id })
    expect(
      await harness.db.select({ id: session.id }).from(session).where(eq(session.activeOrganizationId, org.id)),
    ).not.toHaveLength(0)
    await owner.browser.request('/organization/delete', { organizationId: org.id })
    expect(
      await harness.db.select({ id: session.id }).from(session).where(eq(session.activeOrganizationId, org.id)),
    ).toEqual([])
  })
})
