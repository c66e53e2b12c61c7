import { performance } from 'node:perf_hooks'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { knownDevice, user } from '@/server/db/schema'
import {
  type AuthCaller,
  type AuthHarness,
  CLIENT_IP_HEADER,
  TEST_BASE_URL,
  TEST_SEND_DEADLINE_MS,
  startAuthHarness,
} from '@/test/auth-harness'
import { registerPasskey, signInWithPasskey } from '@/test/passkey-ceremonies'
import { SoftwareAuthenticator } from '@/test/software-authenticator'
import { testDatabaseDriver, uniqueEmail } from '@/test/test-database'
import { extractCode, type ReceivedEmail } from '~/e2e/fixtures/smtp-sink'
import { startRefusingMailServer, startSilentMailServer } from '~/e2e/fixtures/failing-mail-servers'
import { DEVICE_COOKIE_MAX_AGE } from './device-cookie'
import { noticesSettled } from '../email/notices'

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36'
const MAC_FIREFOX = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:140.0) Gecko/20100101 Firefox/140.0'
const ALERT_SUBJECT = 'New sign-in to your Threshold account'
const DEVICE_COOKIE = 'better-auth.device_id'

describe(`new-device sign-in alerts on ${testDatabaseDriver}`, () => {
  let harness: AuthHarness

  beforeAll(async () => {
    harness = await startAuthHarness()
  })
  afterAll(() => harness.close())

  const browserOf = (userAgent = ANDROID_CHROME, extra: Record<string, string> = {}) =>
    harness.caller({ 'user-agent': userAgent, [CLIENT_IP_HEADER]: '203.0.113.9', ...extra })

  /** The alerts sent to `email` after the `since` mark, once every alert started so far has been sent. */
  async function alertsTo(email: string, since: number): Promise<ReceivedEmail[]> {
    await noticesSettled()
    return harness.sink.received
      .slice(since)
      .filter((mail) => mail.to.includes(email) && mail.subject === ALERT_SUBJECT)
  }

  async function signedInTo(email: string, browser: AuthCaller) {
    const since = harness.sink.received.length
    const { signedIn } = await harness.signIn(email, browser)
    expect(signedIn.status).toBe(200)
    return alertsTo(email, since)
  }

  const devicesOf = async (email: string) => {
    const [account] = await harness.db.select({ id: user.id }).from(user).where(eq(user.email, email))
    return harness.db.select().from(knownDevice).where(eq(knownDevice.userId, account!.id))
  }

  /** Asks for a code on one server and signs in with it on `handler`, returning the raw answer. */
  async function signInWith(handler: (request: Request) => Promise<Response>, email: string, headers = {}) {
    const since = harness.sink.received.length
    const sent = await harness.caller().request('/email-otp/send-verification-otp', { email, type: 'sign-in' })
    expect(sent.status).toBe(200)
    const otp = extractCode(await harness.sink.waitForEmail(email, { since }))
    return handler(
      new Request(`${TEST_BASE_URL}/api/auth/sign-in/email-otp`, {
        method: 'POST',
        headers: { origin: TEST_BASE_URL, 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ email, otp }),
      }),
    )
  }

  it('sends nothing on the first sign-in of a new account, and knows its browser from then on', async () => {
    const email = uniqueEmail('first')
    expect(await signedInTo(email, browserOf())).toEqual([])
    expect(await devicesOf(email)).toHaveLength(1)
  })

  it('tells the person about a second browser: which one, how, from where, and where to act', async () => {
    const email = uniqueEmail('second')
    await signedInTo(email, browserOf(MAC_FIREFOX))

    const alerts = await signedInTo(email, browserOf(ANDROID_CHROME))
    expect(alerts).toHaveLength(1)
    const [alert] = alerts
    expect(alert!.text).toContain('Browser: Chrome on Android')
    expect(alert!.text).toContain('Signed in with: an e-mail code')
    expect(alert!.text).toContain('Network (approximate): 203.0.113.x')
    expect(alert!.text).not.toContain('203.0.113.9')
    expect(alert!.text).toMatch(/When: .*\b2\d{3}\b.*UTC/)
    expect(alert!.text).toContain(`${TEST_BASE_URL}/app/account/activity\n`)
    expect(alert!.text).toContain(
      `Not you? Sign out everywhere: ${TEST_BASE_URL}/app/account/activity#sign-out-everywhere`,
    )
    expect(alert!.html).toContain(`href="${TEST_BASE_URL}/app/account/activity#sign-out-everywhere"`)
    expect(await devicesOf(email)).toHaveLength(2)
  })

  it('writes the alert in the language of the browser that signed in', async () => {
    const email = uniqueEmail('french')
    await signedInTo(email, browserOf())
    const since = harness.sink.received.length
    await harness.signIn(email, browserOf(MAC_FIREFOX, { 'accept-language': 'fr-FR,fr;q=0.9' }))
    await noticesSettled()
    const alerts = harness.sink.received.slice(since).filter((mail) => mail.to.includes(email))
    // The code, then the alert.
    expect(alerts).toHaveLength(2)
    expect(alerts[1]).toMatchObject({ language: 'fr', subject: 'Nouvelle connexion à votre compte Threshold' })
    expect(alerts[1]!.text).toContain('Navigateur : Firefox sous macOS')
  })

  it('sends nothing when the same browser signs in again, even after signing out, and keeps it fresh', async () => {
    const email = uniqueEmail('again')
    const browser = browserOf()
    await signedInTo(email, browser)
    const [before] = await devicesOf(email)
    expect((await browser.request('/sign-out', {})).status).toBe(200)
    expect((await browser.request('/get-session')).body).toBeNull()

    expect(await signedInTo(email, browser)).toEqual([])
    expect(await signedInTo(email, browser)).toEqual([])
    const after = await devicesOf(email)
    expect(after).toHaveLength(1)
    expect(after[0]!.lastSeenAt.getTime()).toBeGreaterThan(before!.lastSeenAt.getTime())
  })

  it('counts a browser whose device cookie is forged or unsigned as a new one', async () => {
    const email = uniqueEmail('forged')
    const first = await signInWith(harness.auth.handler, email, { 'user-agent': MAC_FIREFOX })
    const issued = first.headers
      .getSetCookie()
      .find((cookie) => cookie.startsWith(`${DEVICE_COOKIE}=`))!
      .split(';')[0]!
      .slice(DEVICE_COOKIE.length + 1)
    const deviceId = decodeURIComponent(issued).split('.')[0]!

    for (const forged of [deviceId, `${deviceId}.${'A'.repeat(43)}=`, encodeURIComponent(`${deviceId}.x`)]) {
      const since = harness.sink.received.length
      const answer = await signInWith(harness.auth.handler, email, { cookie: `${DEVICE_COOKIE}=${forged}` })
      expect(answer.status).toBe(200)
      const reissued = answer.headers.getSetCookie().find((cookie) => cookie.startsWith(`${DEVICE_COOKIE}=`))
      expect(decodeURIComponent(reissued ?? '')).not.toContain(deviceId)
      expect(await alertsTo(email, since)).toHaveLength(1)
    }

    const since = harness.sink.received.length
    const genuine = await signInWith(harness.auth.handler, email, { cookie: `${DEVICE_COOKIE}=${issued}` })
    expect(genuine.status).toBe(200)
    expect(await alertsTo(email, since)).toEqual([])
  })

  it('sets a signed, HttpOnly, SameSite=Lax device cookie for 400 days, Secure over https', async () => {
    const answer = await signInWith(harness.auth.handler, uniqueEmail('cookie'))
    const cookie = answer.headers.getSetCookie().find((value) => value.startsWith(`${DEVICE_COOKIE}=`))
    expect(DEVICE_COOKIE_MAX_AGE).toBe(34_560_000)
    expect(cookie).toMatch(/; Max-Age=34560000(;|$)/)
    expect(cookie).toMatch(/; HttpOnly(;|$)/)
    expect(cookie).toMatch(/; SameSite=Lax(;|$)/)
    expect(cookie).toMatch(/; Path=\/(;|$)/)
    expect(cookie).not.toMatch(/; Secure/)
    // The random id, a dot, and its HMAC.
    expect(decodeURIComponent(cookie!.split(';')[0]!)).toMatch(/^better-auth\.device_id=[\w-]{43}\.[\w+/]{43}=$/)

    const site = 'https://threshold.example'
    const secure = harness.startInstance({ baseUrl: site })
    const overHttps = await signInWith(secure.auth.handler, uniqueEmail('secure-cookie'), { origin: site })
    expect(overHttps.status).toBe(200)
    const secureCookie = overHttps.headers
      .getSetCookie()
      .find((value) => value.startsWith(`__Secure-${DEVICE_COOKIE}=`))
    expect(secureCookie).toMatch(/; Secure(;|$)/)
    expect(secureCookie).toMatch(/; HttpOnly(;|$)/)
  })

  it('keeps only an HMAC of the device id in the database', async () => {
    const email = uniqueEmail('hashed')
    const answer = await signInWith(harness.auth.handler, email)
    const cookie = answer.headers.getSetCookie().find((value) => value.startsWith(`${DEVICE_COOKIE}=`))!
    const deviceId = decodeURIComponent(cookie.split(';')[0]!).split('=')[1]!.split('.')[0]!
    const [device] = await devicesOf(email)
    expect(device!.deviceHash).toMatch(/^[\w-]{43}$/)
    expect(device!.deviceHash).not.toContain(deviceId)
  })

  it('sends nothing when AUTH_NEW_DEVICE_EMAIL is false, but still learns the browser', async () => {
    const quiet = harness.startInstance({ auth: { ...harness.config.auth, newDeviceEmail: false } })
    const email = uniqueEmail('quiet')
    await signedInTo(email, browserOf())
    const since = harness.sink.received.length
    const answer = await signInWith(quiet.auth.handler, email, { 'user-agent': MAC_FIREFOX })
    expect(answer.status).toBe(200)
    expect(await alertsTo(email, since)).toEqual([])
    expect(await devicesOf(email)).toHaveLength(2)
  })

  it('sends nothing when an admin impersonates the person', async () => {
    const adminId = crypto.randomUUID()
    const adminEmail = uniqueEmail('admin')
    await harness.db
      .insert(user)
      .values({ id: adminId, email: adminEmail, name: 'Admin', role: 'admin', emailVerified: true })
    const email = uniqueEmail('impersonated')
    await signedInTo(email, browserOf(MAC_FIREFOX))
    const [target] = await harness.db.select({ id: user.id }).from(user).where(eq(user.email, email))

    const adminBrowser = browserOf()
    await signedInTo(adminEmail, adminBrowser)
    const since = harness.sink.received.length
    expect((await adminBrowser.request('/admin/impersonate-user', { userId: target!.id })).status).toBe(200)
    expect((await adminBrowser.request('/admin/stop-impersonating', {})).status).toBe(200)
    expect(await alertsTo(email, since)).toEqual([])
    expect(await alertsTo(adminEmail, since)).toEqual([])
    expect(await devicesOf(email)).toHaveLength(1)
  })

  it('alerts with the passkey as the method when a passkey signs in from a new browser', async () => {
    const email = uniqueEmail('passkey')
    const laptop = browserOf(MAC_FIREFOX)
    await signedInTo(email, laptop)
    const authenticator = new SoftwareAuthenticator(TEST_BASE_URL)
    expect((await registerPasskey(laptop, authenticator)).status).toBe(200)

    const since = harness.sink.received.length
    const phone = browserOf(ANDROID_CHROME)
    expect((await signInWithPasskey(phone, authenticator)).status).toBe(200)
    const alerts = await alertsTo(email, since)
    expect(alerts).toHaveLength(1)
    expect(alerts[0]!.text).toContain('Signed in with: a passkey')
    expect(alerts[0]!.text).toContain('Browser: Chrome on Android')

    const again = harness.sink.received.length
    expect((await signInWithPasskey(phone, authenticator)).status).toBe(200)
    expect(await alertsTo(email, again)).toEqual([])
  })

  it.each([
    ['refuses the alert', startRefusingMailServer],
    ['never answers', startSilentMailServer],
  ])('signs the person in at once when the mail server %s', async (_, startMailServer) => {
    const mailServer = await startMailServer()
    try {
      const broken = harness.startInstance({
        email: { ...harness.config.email, server: mailServer.url, sendDeadlineMs: TEST_SEND_DEADLINE_MS },
      })
      const email = uniqueEmail('mail-down')
      await signedInTo(email, browserOf())

      const started = performance.now()
      const answer = await signInWith(broken.auth.handler, email, { 'user-agent': MAC_FIREFOX })
      const signInMs = performance.now() - started
      expect(answer.status).toBe(200)
      expect(answer.headers.getSetCookie().some((cookie) => cookie.startsWith('better-auth.session_token='))).toBe(true)
      // The code's e-mail went through the working server; the sign-in itself does not wait for the broken one.
      expect(signInMs).toBeLessThan(3_000)
      await noticesSettled()
      expect(await devicesOf(email)).toHaveLength(2)
    } finally {
      await mailServer.close()
    }
  })
})
