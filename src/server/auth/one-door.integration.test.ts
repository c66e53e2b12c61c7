import { and, eq, or } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { account, auditLog, session, user } from '@/server/db/schema'
import { type AuthHarness, startAuthHarness } from '@/test/auth-harness'
import { testDatabaseDriver, uniqueEmail } from '@/test/test-database'

/**
 * better-auth's own endpoints must not be a second way to the actions the product's server functions guard,
 * validate and audit: over HTTP, an admin's writes on users and a person's writes on their own account are
 * refused and change nothing (the server functions' side is user.integration.test.ts and account.integration.test.ts);
 * the e-mail code endpoints, open, take only the addresses the forms accept.
 */
describe(`the product's actions have one door, on ${testDatabaseDriver}`, () => {
  let harness: AuthHarness

  beforeAll(async () => {
    // Passwords on: the admin's password endpoint must be refused even where passwords are used.
    harness = await startAuthHarness({ AUTH_PASSWORD_ENABLED: 'true' })
  })
  afterAll(() => harness.close())

  /** A person signed in by code, with `role` and a name. */
  async function signedIn(role: 'admin' | 'user') {
    const email = uniqueEmail(role)
    const { browser } = await harness.signIn(email)
    const [row] = await harness.db
      .update(user)
      .set({ role, name: `Some ${role}` })
      .where(eq(user.email, email))
      .returning()
    return { browser, id: row!.id, email }
  }

  async function stateOf(id: string) {
    const [row] = await harness.db.select().from(user).where(eq(user.id, id))
    const sessions = await harness.db.select({ id: session.id }).from(session).where(eq(session.userId, id))
    const credentials = await harness.db
      .select({ id: account.id })
      .from(account)
      .where(and(eq(account.userId, id), eq(account.providerId, 'credential')))
    const audit = await harness.db
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(or(eq(auditLog.targetId, id), eq(auditLog.actorId, id)))
    return { row, sessions: sessions.length, credentials: credentials.length, audit: audit.length }
  }

  describe('an admin through /api/auth/admin/*', () => {
    let admin: Awaited<ReturnType<typeof signedIn>>
    let target: Awaited<ReturnType<typeof signedIn>>

    beforeAll(async () => {
      admin = await signedIn('admin')
      target = await signedIn('user')
    })

    async function expectRefusedAndUnchanged(path: string, body: Record<string, unknown>) {
      const before = [await stateOf(admin.id), await stateOf(target.id)]
      const answer = await admin.browser.request(path, body)
      expect(answer.status, path).toBe(404)
      expect([await stateOf(admin.id), await stateOf(target.id)], path).toEqual(before)
    }

    it('cannot demote itself with set-role', async () => {
      await expectRefusedAndUnchanged('/admin/set-role', { userId: admin.id, role: 'user' })
      expect((await stateOf(admin.id)).row?.role).toBe('admin')
    })

    it('cannot store a list of roles with set-role', async () => {
      await expectRefusedAndUnchanged('/admin/set-role', { userId: target.id, role: ['admin', 'user'] })
      expect((await stateOf(target.id)).row?.role).toBe('user')
    })

    it('cannot ban, unban, remove or end the sessions of a user without an audit entry', async () => {
      await expectRefusedAndUnchanged('/admin/ban-user', { userId: target.id, banReason: 'no trace' })
      await harness.db.update(user).set({ banned: true }).where(eq(user.id, target.id))
      await expectRefusedAndUnchanged('/admin/unban-user', { userId: target.id })
      await harness.db.update(user).set({ banned: false }).where(eq(user.id, target.id))
      await expectRefusedAndUnchanged('/admin/remove-user', { userId: target.id })
      await expectRefusedAndUnchanged('/admin/revoke-user-sessions', { userId: target.id })
      const [live] = await harness.db
        .select({ token: session.token })
        .from(session)
        .where(eq(session.userId, target.id))
      await expectRefusedAndUnchanged('/admin/revoke-user-session', { sessionToken: live!.token })
    })

    it('cannot set a password', async () => {
      await expectRefusedAndUnchanged('/admin/set-user-password', {
        userId: target.id,
        newPassword: 'a-password-nobody-logs',
      })
      expect((await stateOf(target.id)).credentials).toBe(0)
    })

    it('cannot create a user or rename one past the name rules', async () => {
      const email = uniqueEmail('unaudited')
      await expectRefusedAndUnchanged('/admin/create-user', { email, name: 'x'.repeat(100_000), role: 'user' })
      expect(await harness.db.select().from(user).where(eq(user.email, email))).toEqual([])
      await expectRefusedAndUnchanged('/admin/update-user', { userId: target.id, data: { name: '<b>x</b>' } })
      expect((await stateOf(target.id)).row?.name).toBe('Some user')
    })

    it("cannot read another person's session tokens", async () => {
      const answer = await admin.browser.request('/admin/list-user-sessions', { userId: target.id })
      expect(answer.status).toBe(404)
      expect(JSON.stringify(answer.body ?? '')).not.toMatch(/token/)
    })

    it('still lists users, with the same permission as before', async () => {
      const listed = await admin.browser.request(
        `/admin/list-users?searchField=email&searchOperator=contains&searchValue=${encodeURIComponent(target.email)}`,
      )
      expect(listed.status).toBe(200)
      expect(listed.body?.users).toEqual([expect.objectContaining({ id: target.id })])
      expect((await target.browser.request('/admin/list-users')).status).toBe(403)
    })
  })

  describe('a person through /api/auth on their own account', () => {
    it.each([
      ['100,000 characters', 'x'.repeat(100_000)],
      ['HTML', '<img src=x onerror=alert(1)>'],
      ['an object', { first: 'Ada' }],
    ])('cannot store a name of %s with update-user', async (_label, name) => {
      const person = await signedIn('user')
      const answer = await person.browser.request('/update-user', { name })
      expect(answer.status).toBe(404)
      expect((await stateOf(person.id)).row?.name).toBe('Some user')
    })

    it('cannot sign up nor move the account to an address the forms refuse', async () => {
      const tooLong = `${'a'.repeat(300)}@example.test`
      const since = harness.sink.received.length
      const signUp = await harness
        .caller()
        .request('/email-otp/send-verification-otp', { email: tooLong, type: 'sign-in' })
      expect(signUp).toMatchObject({ status: 400, body: { code: 'VALIDATION_ERROR' } })
      const person = await signedIn('user')
      const change = await person.browser.request('/email-otp/request-email-change', { newEmail: tooLong })
      expect(change).toMatchObject({ status: 400, body: { code: 'VALIDATION_ERROR' } })
      expect(harness.sink.received.slice(since).filter((message) => message.to.includes(tooLong))).toEqual([])
      expect(await harness.db.select().from(user).where(eq(user.email, tooLong))).toEqual([])
      expect((await stateOf(person.id)).row?.email).toBe(person.email)
    })

    it('cannot end sessions or delete the account behind the account page', async () => {
      const person = await signedIn('user')
      await harness.signIn(person.email)
      const before = await stateOf(person.id)
      expect(before.sessions).toBe(2)
      for (const path of ['/revoke-other-sessions', '/revoke-sessions', '/delete-user']) {
        expect((await person.browser.request(path, {})).status, path).toBe(404)
      }
      expect(await stateOf(person.id)).toEqual(before)
    })
  })
})
