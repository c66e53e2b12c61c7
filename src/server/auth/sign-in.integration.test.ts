import { eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { extractCode } from '~/e2e/fixtures/smtp-sink'
import { signInEvent, user, verification } from '@/server/db/schema'
import { seedDemoData } from '@/server/db/seed'
import { type AuthHarness, startAuthHarness } from '@/test/auth-harness'
import { testDatabaseDriver, uniqueEmail } from '@/test/test-database'

describe(`e-mail code sign-in on ${testDatabaseDriver}`, () => {
  let harness: AuthHarness

  beforeAll(async () => {
    harness = await startAuthHarness()
    await seedDemoData(harness.db)
  })
  afterAll(() => harness.close())

  it('e-mails a 6-digit code over SMTP and signs the admin in with it', async () => {
    const browser = harness.caller()
    const since = harness.sink.received.length
    const sent = await browser.request('/email-otp/send-verification-otp', {
      email: 'admin@example.com',
      type: 'sign-in',
    })
    expect(sent).toMatchObject({ status: 200, body: { success: true } })

    const email = await harness.sink.waitForEmail('admin@example.com', { since })
    const code = extractCode(email)
    expect(code).toMatch(/^\d{6}$/)
    expect(email.subject).toBe(`Your Threshold sign-in code: ${code}`)

    const signedIn = await browser.request('/sign-in/email-otp', { email: 'admin@example.com', otp: code })
    expect(signedIn.status).toBe(200)
    const session = await browser.request('/get-session')
    expect(session.body).toMatchObject({ user: { email: 'admin@example.com', role: 'admin', name: 'Admin' } })
  })

  it('records each sign-in for the dashboard', async () => {
    const email = uniqueEmail('counted')
    await harness.signIn(email)
    await harness.signIn(email)
    const [account] = await harness.db.select().from(user).where(eq(user.email, email))
    expect(await harness.db.select().from(signInEvent).where(eq(signInEvent.userId, account!.id))).toHaveLength(2)
  })

  it('stores only a hash of the code', async () => {
    const email = uniqueEmail()
    const since = harness.sink.received.length
    await harness.caller().request('/email-otp/send-verification-otp', { email, type: 'sign-in' })
    const code = extractCode(await harness.sink.waitForEmail(email, { since }))
    const rows = await harness.db
      .select()
      .from(verification)
      .where(eq(verification.identifier, `sign-in-otp-${email}`))
    expect(rows).toHaveLength(1)
    expect(rows[0]?.value).not.toContain(code)
  })

  it('writes the e-mail in the language of the request', async () => {
    const email = uniqueEmail()
    const since = harness.sink.received.length
    await harness
      .caller({ cookie: 'i18next=fr' })
      .request('/email-otp/send-verification-otp', { email, type: 'sign-in' })
    const received = await harness.sink.waitForEmail(email, { since })
    expect(received.language).toBe('fr')
    expect(received.subject).not.toContain('sign-in code')
  })

  it('refuses a wrong code, then locks the code after 3 wrong tries', async () => {
    const email = uniqueEmail()
    const browser = harness.caller()
    const since = harness.sink.received.length
    await browser.request('/email-otp/send-verification-otp', { email, type: 'sign-in' })
    const code = extractCode(await harness.sink.waitForEmail(email, { since }))
    const wrong = code === '000000' ? '111111' : '000000'

    const first = await browser.request('/sign-in/email-otp', { email, otp: wrong })
    expect(first).toMatchObject({ status: 400, body: { code: 'INVALID_OTP' } })
    await browser.request('/sign-in/email-otp', { email, otp: wrong })
    await browser.request('/sign-in/email-otp', { email, otp: wrong })
    const afterLock = await browser.request('/sign-in/email-otp', { email, otp: code })
    expect(afterLock.status).toBeGreaterThanOrEqual(400)
    expect(await browser.request('/get-session')).toMatchObject({ body: null })
  })

  it('still accepts the right code after two wrong tries', async () => {
    const email = uniqueEmail()
    const browser = harness.caller()
    const since = harness.sink.received.length
    await browser.request('/email-otp/send-verification-otp', { email, type: 'sign-in' })
    const code = extractCode(await harness.sink.waitForEmail(email, { since }))
    const wrong = code === '000000' ? '111111' : '000000'

    await browser.request('/sign-in/email-otp', { email, otp: wrong })
    await browser.request('/sign-in/email-otp', { email, otp: wrong })
    expect((await browser.request('/sign-in/email-otp', { email, otp: code })).status).toBe(200)
  })

  it('accepts a code only once', async () => {
    const email = uniqueEmail()
    const browser = harness.caller()
    const since = harness.sink.received.length
    await browser.request('/email-otp/send-verification-otp', { email, type: 'sign-in' })
    const code = extractCode(await harness.sink.waitForEmail(email, { since }))
    expect((await browser.request('/sign-in/email-otp', { email, otp: code })).status).toBe(200)
    expect((await harness.caller().request('/sign-in/email-otp', { email, otp: code })).status).toBe(400)
  })

  it('creates a new account without a name, to be completed by onboarding', async () => {
    const email = uniqueEmail('newcomer')
    const { signedIn } = await harness.signIn(email)
    expect(signedIn.status).toBe(200)
    const [created] = await harness.db.select().from(user).where(eq(user.email, email))
    expect(created).toMatchObject({ name: '', role: 'user', emailVerified: true })
  })

  it('answers get-session and sign-out', async () => {
    const { browser } = await harness.signIn('user@example.com')
    expect((await browser.request('/get-session')).body).toMatchObject({ user: { email: 'user@example.com' } })
    expect((await browser.request('/sign-out', {})).status).toBe(200)
    expect((await browser.request('/get-session')).body).toBeNull()
  })

  it('lists users for admins only and answers stop-impersonating', async () => {
    const admin = (await harness.signIn('admin@example.com')).browser
    const member = (await harness.signIn('user@example.com')).browser

    // Searched: on a shared PostgreSQL database other files' accounts fill the first page.
    const listed = await admin.request(
      '/admin/list-users?searchField=email&searchOperator=contains&searchValue=user%40example.com',
    )
    expect(listed.status).toBe(200)
    expect(listed.body?.users).toEqual(expect.arrayContaining([expect.objectContaining({ email: 'user@example.com' })]))
    expect((await member.request('/admin/list-users')).status).toBe(403)
    // Not impersonating: the endpoint exists and refuses.
    expect((await admin.request('/admin/stop-impersonating', {})).status).toBe(400)
  })
})

describe(`sign-up switched off on ${testDatabaseDriver}`, () => {
  let harness: AuthHarness

  beforeAll(async () => {
    harness = await startAuthHarness({ AUTH_SIGNUP_ENABLED: 'false' })
    await seedDemoData(harness.db)
  })
  afterAll(() => harness.close())

  it('answers the code request for an unknown address like any other (no account enumeration)', async () => {
    const known = await harness
      .caller()
      .request('/email-otp/send-verification-otp', { email: 'user@example.com', type: 'sign-in' })
    const unknown = await harness
      .caller()
      .request('/email-otp/send-verification-otp', { email: uniqueEmail(), type: 'sign-in' })
    expect(unknown).toEqual(known)
  })

  it('refuses to create the account with SIGNUP_DISABLED, and creates nothing', async () => {
    const email = uniqueEmail('stranger')
    const { signedIn } = await harness.signIn(email)
    expect(signedIn).toMatchObject({ status: 403, body: { code: 'SIGNUP_DISABLED' } })
    expect(await harness.db.select().from(user).where(eq(user.email, email))).toHaveLength(0)
  })

  it('still signs existing accounts in', async () => {
    expect((await harness.signIn('user@example.com')).signedIn.status).toBe(200)
  })
})

describe(`code expiry (AUTH_OTP_EXPIRES_IN) on ${testDatabaseDriver}`, () => {
  let harness: AuthHarness

  beforeAll(async () => {
    harness = await startAuthHarness({ AUTH_OTP_EXPIRES_IN: '60' })
  })
  afterAll(() => harness.close())
  afterEach(() => {
    vi.useRealTimers()
  })

  async function requestCode(email: string) {
    const since = harness.sink.received.length
    await harness.caller().request('/email-otp/send-verification-otp', { email, type: 'sign-in' })
    return extractCode(await harness.sink.waitForEmail(email, { since }))
  }

  it('stores the code with the configured lifetime', async () => {
    const email = uniqueEmail()
    const requestedAt = Date.now()
    await requestCode(email)
    const [row] = await harness.db
      .select()
      .from(verification)
      .where(eq(verification.identifier, `sign-in-otp-${email}`))
    const lifetime = (row?.expiresAt.getTime() ?? 0) - requestedAt
    expect(lifetime).toBeGreaterThan(55_000)
    expect(lifetime).toBeLessThanOrEqual(65_000)
  })

  it('refuses a right code once its lifetime has passed', async () => {
    const email = uniqueEmail()
    const code = await requestCode(email)
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() + 61_000)
    const browser = harness.caller()
    expect(await browser.request('/sign-in/email-otp', { email, otp: code })).toMatchObject({
      status: 400,
      body: { code: 'OTP_EXPIRED' },
    })
    expect((await browser.request('/get-session')).body).toBeNull()
  })

  it('accepts it just before', async () => {
    const email = uniqueEmail()
    const code = await requestCode(email)
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() + 50_000)
    expect((await harness.caller().request('/sign-in/email-otp', { email, otp: code })).status).toBe(200)
  })
})

describe(`configured admin ids on ${testDatabaseDriver}`, () => {
  const adminId = crypto.randomUUID()
  let harness: AuthHarness

  beforeAll(async () => {
    harness = await startAuthHarness({ AUTH_ADMIN_USER_IDS: `someone-else,${adminId}` })
  })
  afterAll(() => harness.close())

  it('let a user whose id is listed pass the admin checks, and no one else', async () => {
    const listedEmail = uniqueEmail('listed')
    await harness.db
      .insert(user)
      .values({ id: adminId, email: listedEmail, name: 'Listed', role: 'user', emailVerified: true })
    const listed = (await harness.signIn(listedEmail)).browser
    const other = (await harness.signIn(uniqueEmail('other'))).browser

    expect((await listed.request('/admin/list-users')).status).toBe(200)
    expect((await other.request('/admin/list-users')).status).toBe(403)
  })
})
