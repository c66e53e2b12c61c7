import { asc, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { STEP_UP_HEADER, STEP_UP_REFUSAL, STEP_UP_REFUSAL_WHILE_IMPERSONATING } from '@/lib/auth/step-up'
import { session, user } from '@/server/db/schema'
import { type AuthHarness, startAuthHarness } from '@/test/auth-harness'
import { testDatabaseDriver, uniqueEmail } from '@/test/test-database'

describe(`step-up checks at better-auth's endpoints on ${testDatabaseDriver}`, () => {
  let harness: AuthHarness

  beforeAll(async () => {
    harness = await startAuthHarness({ AUTH_STEP_UP_MAX_AGE: '600' })
  })
  afterAll(() => harness.close())

  const userIdOf = async (email: string) =>
    (await harness.db.select({ id: user.id }).from(user).where(eq(user.email, email)))[0]!.id
  const sessionsOf = (userId: string) =>
    harness.db.select().from(session).where(eq(session.userId, userId)).orderBy(asc(session.createdAt))
  /** As if the person had signed in eleven minutes ago. */
  const age = (userId: string) =>
    harness.db
      .update(session)
      .set({ createdAt: sql`now() - interval '11 minutes'` })
      .where(eq(session.userId, userId))

  async function signedIn(label: string, role = 'user') {
    const email = uniqueEmail(label)
    const { browser } = await harness.signIn(email)
    const id = await userIdOf(email)
    if (role !== 'user') await harness.db.update(user).set({ role }).where(eq(user.id, id))
    return { email, id, browser }
  }

  it('refuses to start adding a passkey after the sign-in has aged, with the step-up header, then allows it', async () => {
    const person = await signedIn('passkey')
    const fresh = await person.browser.request('/passkey/generate-register-options')
    expect(fresh.status).toBe(200)

    await age(person.id)
    const stale = await person.browser.request('/passkey/generate-register-options')
    expect(stale.status).toBe(403)
    expect(stale.body).toMatchObject({ code: 'STEP_UP_REQUIRED', message: STEP_UP_REFUSAL })
    expect(stale.headers.get(STEP_UP_HEADER)).toBe('required')

    // The step-up dialog signs the person in again on the same browser.
    await harness.signIn(person.email, person.browser)
    expect((await person.browser.request('/passkey/generate-register-options')).status).toBe(200)
  })

  it('refuses an e-mail change request and an impersonation from an aged session', async () => {
    const person = await signedIn('change')
    await age(person.id)
    const change = await person.browser.request('/email-otp/request-email-change', { newEmail: uniqueEmail('new') })
    expect(change.status).toBe(403)
    expect(change.body?.code).toBe('STEP_UP_REQUIRED')

    const target = await signedIn('target')
    const admin = await signedIn('admin', 'admin')
    await age(admin.id)
    const refused = await admin.browser.request('/admin/impersonate-user', { userId: target.id })
    expect(refused.status).toBe(403)
    expect(refused.headers.get(STEP_UP_HEADER)).toBe('required')
    expect((await sessionsOf(target.id)).filter((row) => row.impersonatedBy)).toHaveLength(0)

    await harness.signIn(admin.email, admin.browser)
    expect((await admin.browser.request('/admin/impersonate-user', { userId: target.id })).status).toBe(200)
  })

  it('tells an admin browsing as someone to start again, without offering a check they cannot pass', async () => {
    const target = await signedIn('browsed')
    const admin = await signedIn('browsing-admin', 'admin')
    expect((await admin.browser.request('/admin/impersonate-user', { userId: target.id })).status).toBe(200)
    await harness.db
      .update(session)
      .set({ createdAt: sql`now() - interval '11 minutes'` })
      .where(eq(session.impersonatedBy, admin.id))

    const refused = await admin.browser.request('/email-otp/request-email-change', { newEmail: uniqueEmail('x') })
    expect(refused.status).toBe(403)
    expect(refused.body?.message).toBe(STEP_UP_REFUSAL_WHILE_IMPERSONATING)
    expect(refused.headers.get(STEP_UP_HEADER)).toBeNull()
  })

  it('replaces the session of a browser that signs in again to the same account, and only that one', async () => {
    const person = await signedIn('again')
    const elsewhere = (await harness.signIn(person.email)).browser
    const [first, second] = await sessionsOf(person.id)
    expect(second).toBeDefined()

    await harness.signIn(person.email, person.browser)
    const after = await sessionsOf(person.id)
    expect(after).toHaveLength(2)
    expect(after.map((row) => row.id)).not.toContain(first!.id)
    expect((await person.browser.request('/get-session')).body).toMatchObject({ user: { email: person.email } })
    expect((await elsewhere.request('/get-session')).body).toMatchObject({ user: { email: person.email } })
  })

  it('keeps the first account signed in when the browser signs in to another account', async () => {
    const first = await signedIn('first')
    const other = uniqueEmail('other')
    await harness.signIn(other, first.browser)
    expect(await sessionsOf(first.id)).toHaveLength(1)
  })
})
