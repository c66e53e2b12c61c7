import { and, eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { extractCode } from '~/e2e/fixtures/smtp-sink'
import { createAuth } from '@/server/auth/auth'
import { hasPermission } from '@/server/auth/access-control'
import { loadServerConfig } from '@/server/config'
import { account, auditLog, member, organization, session, user } from '@/server/db/schema'
import { securityNotifier } from '@/server/email/security-notices'
import { Refusal } from '@/server/http/refusal'
import { type AuthHarness, CLIENT_IP_HEADER, TEST_BASE_URL, startAuthHarness } from '@/test/auth-harness'
import { withOnlyAdmin } from '@/test/only-admin'
import { testDatabaseDriver, uniqueEmail } from '@/test/test-database'
import { userRefusals } from './refusals'
import { banUserSchema } from './schema'
import { banUser, unbanUser } from './user-bans.server'
import { setUserPassword } from './user-credentials.server'
import { getUserDetail } from './user-detail.server'
import { setUserRole } from './user-roles.server'
import { revokeUserSession, revokeUserSessions } from './user-sessions.server'
import { createUser, deleteUser, updateUser } from './user.server'

describe(`user administration on ${testDatabaseDriver}`, () => {
  let harness: AuthHarness
  let admin: { id: string; email: string; ipAddress: string }

  async function makeUser(label: string, role = 'user') {
    const id = crypto.randomUUID()
    const email = uniqueEmail(label)
    await harness.db.insert(user).values({ id, email, name: label, role, emailVerified: true })
    return { id, email }
  }

  async function auditOf(targetId: string) {
    return harness.db.select().from(auditLog).where(eq(auditLog.targetId, targetId))
  }

  /** Expects `action` to be refused with `status` and `key`, and no audit row about `targetId` to appear. */
  async function expectRefused(action: () => Promise<unknown>, status: number, key: string, targetId: string) {
    const before = (await auditOf(targetId)).length
    const error = await action().then(
      () => undefined,
      (caught: unknown) => caught,
    )
    expect(error).toBeInstanceOf(Refusal)
    expect(error).toMatchObject({ status, message: key })
    expect(await auditOf(targetId)).toHaveLength(before)
  }

  /** A role change is made two ways, the role dialog and the user form: both refuse it alike. */
  async function expectRoleChangeRefused(
    actor: Parameters<typeof setUserRole>[1],
    target: { id: string; email: string },
    role: 'admin' | 'user',
    passesStepUp: boolean,
    key: string,
  ) {
    await expectRefused(
      () => setUserRole(harness.db, actor, { id: target.id, role }, { passesStepUp }),
      403,
      key,
      target.id,
    )
    await expectRefused(
      () =>
        updateUser(
          harness.db,
          actor,
          { id: target.id, name: 'Changed', email: target.email, role },
          { canSetRole: true, passesStepUp },
        ),
      403,
      key,
      target.id,
    )
  }

  async function row(id: string) {
    const [found] = await harness.db.select().from(user).where(eq(user.id, id))
    return found
  }

  beforeAll(async () => {
    harness = await startAuthHarness({ AUTH_PASSWORD_ENABLED: 'true' })
    admin = { ...(await makeUser('admin', 'admin')), ipAddress: '203.0.113.7' }
  })
  afterAll(() => harness.close())

  it('gives the admin role every user administration permission, and the user role none', () => {
    const all = {
      user: ['list', 'get', 'create', 'update', 'set-role', 'ban', 'delete', 'set-password'],
      session: ['revoke'],
    } as const
    const asked = { user: [...all.user], session: [...all.session] }
    expect(hasPermission({ id: 'a', role: 'admin' }, asked)).toBe(true)
    expect(hasPermission({ id: 'a', role: 'user,admin' }, asked)).toBe(true)
    for (const permission of all.user)
      expect(hasPermission({ id: 'u', role: 'user' }, { user: [permission] })).toBe(false)
    expect(hasPermission({ id: 'u', role: 'user' }, { session: ['revoke'] })).toBe(false)
    expect(hasPermission({ id: 'u', role: 'user' }, { user: ['ban'] }, ['u'])).toBe(true)
  })

  it('creates a verified, named account with an audit row, and refuses a taken address creating nothing', async () => {
    const email = uniqueEmail('created')
    const { id } = await createUser(
      harness.db,
      admin,
      { email, name: 'Created', role: 'user' },
      { passesStepUp: false },
    )
    expect(await row(id)).toMatchObject({ email, name: 'Created', role: 'user', emailVerified: true })
    expect(await auditOf(id)).toEqual([
      expect.objectContaining({
        action: 'user.create',
        actorId: admin.id,
        actorEmail: admin.email,
        ipAddress: '203.0.113.7',
        targetType: 'user',
      }),
    ])

    const auditBefore = await harness.db
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(eq(auditLog.actorId, admin.id))
    await expect(
      createUser(harness.db, admin, { email, name: 'Twin', role: 'admin' }, { passesStepUp: true }),
    ).rejects.toMatchObject({
      status: 409,
      message: userRefusals.emailTaken,
    })
    expect(await harness.db.select().from(user).where(eq(user.email, email))).toHaveLength(1)
    expect(
      await harness.db.select({ id: auditLog.id }).from(auditLog).where(eq(auditLog.actorId, admin.id)),
    ).toHaveLength(auditBefore.length)
  })

  it('lets the created account sign in with a code, skipping nothing it needs', async () => {
    const email = uniqueEmail('invited')
    const { id } = await createUser(
      harness.db,
      admin,
      { email, name: 'Invited', role: 'user' },
      { passesStepUp: false },
    )
    const { browser, signedIn } = await harness.signIn(email)
    expect(signedIn.status).toBe(200)
    expect((await browser.request('/get-session')).body).toMatchObject({
      user: { id, name: 'Invited', emailVerified: true },
    })
  })

  it('updates name, e-mail and role, refusing a taken address and a role change without set-role', async () => {
    const target = await makeUser('editable')
    const other = await makeUser('other')
    const newEmail = uniqueEmail('edited')
    await updateUser(
      harness.db,
      admin,
      { id: target.id, name: 'Edited', email: newEmail, role: 'admin' },
      { canSetRole: true, passesStepUp: true },
    )
    expect(await row(target.id)).toMatchObject({ name: 'Edited', email: newEmail, role: 'admin' })
    expect((await auditOf(target.id)).map((entry) => entry.action).sort()).toEqual(['user.set-role', 'user.update'])

    await expectRefused(
      () =>
        updateUser(
          harness.db,
          admin,
          { id: target.id, name: 'Clash', email: other.email, role: 'admin' },
          { canSetRole: true, passesStepUp: true },
        ),
      409,
      userRefusals.emailTaken,
      target.id,
    )
    await expectRefused(
      () =>
        updateUser(
          harness.db,
          admin,
          { id: target.id, name: 'No role', email: newEmail, role: 'user' },
          { canSetRole: false, passesStepUp: true },
        ),
      403,
      'errors:forbidden',
      target.id,
    )
    expect(await row(target.id)).toMatchObject({ name: 'Edited', email: newEmail, role: 'admin' })
    // Without a role change the set-role permission is not needed.
    await updateUser(
      harness.db,
      admin,
      { id: target.id, name: 'Renamed', email: newEmail, role: 'admin' },
      { canSetRole: false, passesStepUp: true },
    )
    expect((await row(target.id))?.name).toBe('Renamed')
    // A new address hands the account over: it needs the admin's step-up, the name alone does not.
    await expectRefused(
      () =>
        updateUser(
          harness.db,
          admin,
          { id: target.id, name: 'Renamed', email: uniqueEmail('taken-over'), role: 'admin' },
          { canSetRole: true, passesStepUp: false },
        ),
      403,
      'auth:stepUp.required',
      target.id,
    )
    await updateUser(
      harness.db,
      admin,
      { id: target.id, name: 'Renamed again', email: newEmail, role: 'admin' },
      { canSetRole: true, passesStepUp: false },
    )
    expect(await row(target.id)).toMatchObject({ name: 'Renamed again', email: newEmail })
    await expectRefused(
      () =>
        updateUser(
          harness.db,
          admin,
          { id: 'missing', name: 'X', email: uniqueEmail(), role: 'user' },
          { canSetRole: true, passesStepUp: true },
        ),
      404,
      userRefusals.notFound,
      'missing',
    )
  })

  it('makes someone an admin only past a step-up check, changing nothing without it', async () => {
    const target = await makeUser('to-promote')
    await expectRoleChangeRefused(admin, target, 'admin', false, 'auth:stepUp.required')
    expect(await row(target.id)).toMatchObject({ role: 'user', name: 'to-promote' })

    // Creating an account with the admin role is making someone an admin too.
    const email = uniqueEmail('created-admin')
    await expect(
      createUser(harness.db, admin, { email, name: 'New admin', role: 'admin' }, { passesStepUp: false }),
    ).rejects.toMatchObject({ status: 403, message: 'auth:stepUp.required' })
    expect(await harness.db.select().from(user).where(eq(user.email, email))).toHaveLength(0)
    const created = await createUser(
      harness.db,
      admin,
      { email, name: 'New admin', role: 'admin' },
      { passesStepUp: true },
    )
    expect(await row(created.id)).toMatchObject({ role: 'admin' })

    // Other changes, and taking the role away, need no step-up.
    await updateUser(
      harness.db,
      admin,
      { id: target.id, name: 'Renamed', email: target.email, role: 'user' },
      { canSetRole: true, passesStepUp: false },
    )
    await setUserRole(harness.db, admin, { id: target.id, role: 'admin' }, { passesStepUp: true })
    await setUserRole(harness.db, admin, { id: target.id, role: 'user' }, { passesStepUp: false })
    expect(await row(target.id)).toMatchObject({ role: 'user', name: 'Renamed' })
  })

  it('refuses an admin banning, deleting or demoting themselves, changing nothing', async () => {
    const self = { ...(await makeUser('self', 'admin')), ipAddress: '203.0.113.8' }
    const ban = banUserSchema.parse({ id: self.id, reason: '', expiresAt: null })
    await expectRefused(() => banUser(harness.db, self, ban), 403, 'user:errors.cannotBanSelf', self.id)
    await expectRefused(() => deleteUser(harness.db, self, self.id), 403, 'user:errors.cannotDeleteSelf', self.id)
    await expectRoleChangeRefused(self, self, 'user', true, 'user:errors.cannotDemoteSelf')
    expect(await row(self.id)).toMatchObject({ role: 'admin', banned: false, name: 'self' })
  })

  it('refuses to demote, ban or delete the last admin, and allows it once another admin exists', async () => {
    const last = await makeUser('last-admin', 'admin')
    // The actor passes the admin checks by a configured id, so it is not an admin for this rule.
    const configured = { ...(await makeUser('configured')), ipAddress: null }
    await withOnlyAdmin(harness.db, last.id, async () => {
      await expectRoleChangeRefused(configured, last, 'user', true, 'user:errors.lastAdmin')
      await expectRefused(() => deleteUser(harness.db, configured, last.id), 403, 'user:errors.lastAdmin', last.id)
      await expectRefused(
        () => banUser(harness.db, configured, banUserSchema.parse({ id: last.id, reason: '', expiresAt: null })),
        403,
        'user:errors.lastAdmin',
        last.id,
      )
      expect(await row(last.id)).toMatchObject({ role: 'admin', banned: false })

      // A combined role list counts as admin.
      await harness.db.update(user).set({ role: 'user,admin' }).where(eq(user.id, last.id))
      await expectRefused(
        () => setUserRole(harness.db, configured, { id: last.id, role: 'user' }, { passesStepUp: true }),
        403,
        'user:errors.lastAdmin',
        last.id,
      )

      const second = await makeUser('second-admin', 'admin')
      await setUserRole(harness.db, configured, { id: last.id, role: 'user' }, { passesStepUp: true })
      expect((await row(last.id))?.role).toBe('user')
      await expectRefused(() => deleteUser(harness.db, configured, second.id), 403, 'user:errors.lastAdmin', second.id)
      await setUserRole(harness.db, configured, { id: second.id, role: 'user' }, { passesStepUp: true }).catch(
        () => undefined,
      )
      expect((await row(second.id))?.role).toBe('admin')
    })
  })

  it('lets only one of two simultaneous demotions of the last two admins through', async () => {
    const first = await makeUser('race-a', 'admin')
    const second = await makeUser('race-b', 'admin')
    const configured = { ...(await makeUser('race-actor')), ipAddress: null }
    await withOnlyAdmin(harness.db, first.id, async () => {
      await harness.db.update(user).set({ role: 'admin' }).where(eq(user.id, second.id))
      const results = await Promise.allSettled([
        setUserRole(harness.db, configured, { id: first.id, role: 'user' }, { passesStepUp: true }),
        setUserRole(harness.db, configured, { id: second.id, role: 'user' }, { passesStepUp: true }),
      ])
      expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1)
      const refused = results.find((result) => result.status === 'rejected')
      expect(refused?.reason).toMatchObject({ status: 403, message: 'user:errors.lastAdmin' })
      const roles = [(await row(first.id))?.role, (await row(second.id))?.role].sort()
      expect(roles).toEqual(['admin', 'user'])
    })
  })

  it('bans: the existing session stops working at once, sign-in answers BANNED_USER; unban restores sign-in', async () => {
    const target = await makeUser('banned')
    const { browser } = await harness.signIn(target.email)
    expect((await browser.request('/get-session')).body).toMatchObject({ user: { id: target.id } })

    // A code asked for before the ban.
    const pending = harness.caller()
    const since = harness.sink.received.length
    await pending.request('/email-otp/send-verification-otp', { email: target.email, type: 'sign-in' })
    const code = extractCode(await harness.sink.waitForEmail(target.email, { since }))

    const expiresAt = new Date(Date.now() + 86_400_000).toISOString()
    await banUser(harness.db, admin, banUserSchema.parse({ id: target.id, reason: 'Spam', expiresAt }))
    expect((await browser.request('/get-session')).body).toBeNull()
    expect(await harness.db.select().from(session).where(eq(session.userId, target.id))).toHaveLength(0)
    expect(await row(target.id)).toMatchObject({ banned: true, banReason: 'Spam', banExpires: new Date(expiresAt) })
    expect(await auditOf(target.id)).toEqual([
      expect.objectContaining({
        action: 'user.ban',
        actorId: admin.id,
        ipAddress: admin.ipAddress,
        details: expect.objectContaining({ reason: 'Spam', revokedSessions: 1 }),
      }),
    ])

    const refused = await pending.request('/sign-in/email-otp', { email: target.email, otp: code })
    expect(refused).toMatchObject({ status: 403, body: { code: 'BANNED_USER' } })
    expect((await pending.request('/get-session')).body).toBeNull()
    const beforeAsking = harness.sink.received.length
    expect(
      (await pending.request('/email-otp/send-verification-otp', { email: target.email, type: 'sign-in' })).status,
    ).toBe(200)
    // A banned account is told that it is suspended, with no code.
    const notice = await harness.sink.waitForEmail(target.email, { since: beforeAsking })
    expect(notice.subject).toBe('Your Threshold account is suspended')
    expect(notice.text).not.toMatch(/^\s*\d{6}\s*$/m)

    await unbanUser(harness.db, admin, target.id)
    expect(await row(target.id)).toMatchObject({ banned: false, banReason: null, banExpires: null })
    expect((await harness.signIn(target.email)).signedIn.status).toBe(200)
    expect((await auditOf(target.id)).map((entry) => entry.action).sort()).toEqual(['user.ban', 'user.unban'])
  })

  it('bans with an empty reason and no end', async () => {
    const target = await makeUser('banned-forever')
    await banUser(harness.db, admin, banUserSchema.parse({ id: target.id, reason: '  ', expiresAt: null }))
    expect(await row(target.id)).toMatchObject({ banned: true, banReason: null, banExpires: null })
  })

  it('revokes one session (only of that user) or all of them; each takes effect on the next request', async () => {
    const target = await makeUser('revoked')
    const stranger = await makeUser('stranger')
    const one = (await harness.signIn(target.email)).browser
    const two = (await harness.signIn(target.email)).browser
    const strangers = (await harness.signIn(stranger.email)).browser
    const oneSession = (await one.request('/get-session')).body?.session as { id: string }
    const strangerSession = (await strangers.request('/get-session')).body?.session as { id: string }

    await expectRefused(
      () => revokeUserSession(harness.db, admin, { userId: target.id, sessionId: strangerSession.id }),
      404,
      'user:errors.sessionNotFound',
      strangerSession.id,
    )
    expect((await strangers.request('/get-session')).body).not.toBeNull()

    await revokeUserSession(harness.db, admin, { userId: target.id, sessionId: oneSession.id })
    expect((await one.request('/get-session')).body).toBeNull()
    expect((await two.request('/get-session')).body).toMatchObject({ user: { id: target.id } })
    expect(await auditOf(oneSession.id)).toEqual([
      expect.objectContaining({ action: 'session.revoke', targetType: 'session', details: { userId: target.id } }),
    ])

    const since = harness.sink.received.length
    await revokeUserSessions(harness.db, admin, { userId: target.id }, securityNotifier(harness.config, 'fr'))
    expect((await two.request('/get-session')).body).toBeNull()
    // The person is told, in the language of the request that did it.
    expect((await harness.sink.waitForEmail(target.email, { since })).subject).toBe(
      'Un administrateur vous a déconnecté de Threshold partout',
    )
    expect((await auditOf(target.id)).map((entry) => entry.action)).toEqual(['session.revoke-all'])

    // The user's page shows both entries.
    const detail = await getUserDetail(harness.db, target.id)
    expect(detail?.audit.map((entry) => entry.action).sort()).toEqual(['session.revoke', 'session.revoke-all'])
  })

  it('shows a user with their sessions, without tokens', async () => {
    const target = await makeUser('detailed')
    await harness.signIn(target.email, harness.caller({ 'user-agent': 'Detail Browser' }))
    const detail = await getUserDetail(harness.db, target.id)
    expect(detail?.user).toMatchObject({ id: target.id, email: target.email, banned: false, emailVerified: true })
    expect(detail?.hasPassword).toBe(false)
    expect(detail?.sessions).toHaveLength(1)
    expect(Object.keys(detail?.sessions[0] ?? {}).sort()).toEqual(
      ['createdAt', 'expiresAt', 'id', 'impersonatedBy', 'ipAddress', 'updatedAt', 'userAgent'].sort(),
    )
    expect(JSON.stringify(detail)).not.toMatch(/token/i)
    expect(await getUserDetail(harness.db, 'missing')).toBeUndefined()
  })

  it('sets a password that better-auth then accepts for e-mail + password sign-in', async () => {
    const target = await makeUser('password')
    await setUserPassword(harness.db, harness.auth, admin, { id: target.id, password: 'first-password-1' })
    const signedIn = await harness
      .caller()
      .request('/sign-in/email', { email: target.email, password: 'first-password-1' })
    expect(signedIn).toMatchObject({ status: 200, body: { user: { id: target.id } } })

    // A second call replaces the password of the same credential account.
    await setUserPassword(harness.db, harness.auth, admin, { id: target.id, password: 'second-password-2' })
    expect(
      await harness.db
        .select()
        .from(account)
        .where(and(eq(account.userId, target.id), eq(account.providerId, 'credential'))),
    ).toHaveLength(1)
    expect(
      (await harness.caller().request('/sign-in/email', { email: target.email, password: 'first-password-1' })).status,
    ).toBe(401)
    expect(
      (await harness.caller().request('/sign-in/email', { email: target.email, password: 'second-password-2' })).status,
    ).toBe(200)
    expect((await getUserDetail(harness.db, target.id))?.hasPassword).toBe(true)
    const entries = await auditOf(target.id)
    expect(entries.map((entry) => entry.action)).toEqual(['user.set-password', 'user.set-password'])
    expect(JSON.stringify(entries)).not.toContain('password-')
  })

  it('refuses to set a password while password sign-in is off, changing nothing', async () => {
    const target = await makeUser('no-password')
    const config = loadServerConfig({
      NODE_ENV: 'test',
      BETTER_AUTH_URL: TEST_BASE_URL,
      EMAIL_SERVER: harness.sink.url,
    })
    const withoutPasswords = createAuth(harness.db, config)
    await expectRefused(
      () => setUserPassword(harness.db, withoutPasswords, admin, { id: target.id, password: 'some-password-1' }),
      403,
      'user:errors.passwordDisabled',
      target.id,
    )
    expect(await harness.db.select().from(account).where(eq(account.userId, target.id))).toHaveLength(0)
  })

  it('deletes a user with their sessions and accounts, and records it', async () => {
    const target = await makeUser('deleted')
    await harness.signIn(target.email)
    await setUserPassword(harness.db, harness.auth, admin, { id: target.id, password: 'doomed-password' })
    await deleteUser(harness.db, admin, target.id)
    expect(await row(target.id)).toBeUndefined()
    expect(await harness.db.select().from(session).where(eq(session.userId, target.id))).toHaveLength(0)
    expect(await harness.db.select().from(account).where(eq(account.userId, target.id))).toHaveLength(0)
    expect((await auditOf(target.id)).map((entry) => entry.action)).toContain('user.delete')
    await expectRefused(() => deleteUser(harness.db, admin, target.id), 404, userRefusals.notFound, target.id)
  })

  it('refuses to delete the only owner of an organisation others belong to; deletes one they were alone in', async () => {
    const owner = await makeUser('sole-owner')
    const colleague = await makeUser('colleague')
    const shared = crypto.randomUUID()
    const alone = crypto.randomUUID()
    await harness.db.insert(organization).values([
      { id: shared, name: 'Shared', slug: `shared-${shared}` },
      { id: alone, name: 'Alone', slug: `alone-${alone}` },
    ])
    await harness.db.insert(member).values([
      { id: crypto.randomUUID(), organizationId: shared, userId: owner.id, role: 'owner' },
      { id: crypto.randomUUID(), organizationId: shared, userId: colleague.id, role: 'member' },
      { id: crypto.randomUUID(), organizationId: alone, userId: owner.id, role: 'owner' },
    ])
    const organizationIds = async () =>
      (
        await harness.db
          .select({ id: organization.id })
          .from(organization)
          .where(inArray(organization.id, [shared, alone]))
      ).map((row) => row.id)

    await expectRefused(
      () => deleteUser(harness.db, admin, owner.id),
      409,
      'user:errors.soleOrganizationOwner',
      owner.id,
    )
    expect(await row(owner.id)).toBeDefined()
    expect((await organizationIds()).sort()).toEqual([shared, alone].sort())

    await harness.db.update(member).set({ role: 'owner' }).where(eq(member.userId, colleague.id))
    await deleteUser(harness.db, admin, owner.id)
    expect(await row(owner.id)).toBeUndefined()
    expect(await organizationIds()).toEqual([shared])
  })

  it('records the start and the end of an impersonation with the admin and their IP', async () => {
    const impersonator = await makeUser('impersonator', 'admin')
    const target = await makeUser('impersonated')
    const { browser } = await harness.signIn(
      impersonator.email,
      harness.caller({ [CLIENT_IP_HEADER]: '198.51.100.23' }),
    )

    const started = await browser.request('/admin/impersonate-user', { userId: target.id })
    expect(started.status).toBe(200)
    const asTarget = (await browser.request('/get-session')).body as {
      user: { id: string }
      session: { id: string; impersonatedBy: string }
    }
    expect(asTarget).toMatchObject({ user: { id: target.id }, session: { impersonatedBy: impersonator.id } })

    const stopped = await browser.request('/admin/stop-impersonating', {})
    expect(stopped.status).toBe(200)
    expect((await browser.request('/get-session')).body).toMatchObject({ user: { id: impersonator.id } })

    const entries = await harness.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, target.id))
      .orderBy(auditLog.createdAt)
    expect(entries).toEqual([
      expect.objectContaining({
        action: 'user.impersonate',
        actorId: impersonator.id,
        actorEmail: impersonator.email,
        ipAddress: '198.51.100.23',
        targetType: 'user',
        details: { sessionId: asTarget.session.id },
      }),
      expect.objectContaining({
        action: 'user.stop-impersonating',
        actorId: impersonator.id,
        actorEmail: impersonator.email,
        ipAddress: '198.51.100.23',
        targetType: 'user',
        details: { sessionId: asTarget.session.id },
      }),
    ])
  })

  it('writes no audit row when better-auth refuses an impersonation', async () => {
    const member = await makeUser('not-admin')
    const target = await makeUser('not-impersonated')
    const { browser } = await harness.signIn(member.email)
    expect((await browser.request('/admin/impersonate-user', { userId: target.id })).status).toBe(403)
    expect((await browser.request('/admin/stop-impersonating', {})).status).toBe(400)
    expect(await auditOf(target.id)).toHaveLength(0)
    expect(await harness.db.select().from(auditLog).where(eq(auditLog.actorId, member.id))).toHaveLength(0)
  })
})
