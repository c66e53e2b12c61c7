import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { appConfig } from '~/app.config'
import { passkey, session, signInEvent, user } from '@/server/db/schema'
import { type AuthCaller, type AuthHarness, TEST_BASE_URL, startAuthHarness } from '@/test/auth-harness'
import { authenticationOptions, registerPasskey, signInWithPasskey } from '@/test/passkey-ceremonies'
import { newIp, production } from '@/test/rate-limit-scenarios'
import { SoftwareAuthenticator } from '@/test/software-authenticator'
import { testDatabaseDriver, uniqueEmail } from '@/test/test-database'
import { IMPERSONATION_NOT_ALLOWED, PASSKEY_NAME_INVALID, PASSKEYS_OFF_IN_DEMO } from './passkey-plugin'

// The demo flag is read when a request arrives; the rate-limit test goes through handleAuthRequest, which takes
// the socket's address, the configuration and the auth instance from the running server.
const server = vi.hoisted(() => {
  // The test files of a worker share its modules (vitest.config.ts): those that import the mocked ones load afresh.
  vi.resetModules()
  return {
    demo: false,
    socketIp: undefined as string | undefined,
    config: undefined as unknown,
    auth: undefined as unknown,
  }
})
vi.mock('@/lib/environment/demo', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  get isDemo() {
    return server.demo
  },
}))
vi.mock('@tanstack/react-start/server', () => ({ getRequestIP: () => server.socketIp }))
vi.mock('../config', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  serverConfig: () => server.config,
}))
vi.mock('./index', () => ({ getAuth: async () => server.auth }))

const { handleAuthRequest } = await import('./handler')

describe(`passkeys through better-auth's endpoints on ${testDatabaseDriver}`, () => {
  let harness: AuthHarness

  beforeAll(async () => {
    harness = await startAuthHarness()
  })
  afterAll(() => harness.close())
  afterEach(() => {
    server.demo = false
  })

  const userIdOf = async (email: string) =>
    (await harness.db.select({ id: user.id }).from(user).where(eq(user.email, email)))[0]!.id
  const passkeysOf = (userId: string) => harness.db.select().from(passkey).where(eq(passkey.userId, userId))
  const signInEventsOf = async (userId: string) =>
    (await harness.db.select().from(signInEvent).where(eq(signInEvent.userId, userId))).length
  const sessionsOf = async (userId: string) =>
    (await harness.db.select().from(session).where(eq(session.userId, userId))).length

  /** A person signed in by code on `browser`, holding a device with one passkey for the account. */
  async function personWithPasskey(label = 'person') {
    const email = uniqueEmail(label)
    const { browser } = await harness.signIn(email)
    const authenticator = new SoftwareAuthenticator(TEST_BASE_URL)
    const registered = await registerPasskey(browser, authenticator, { name: 'Laptop' })
    expect(registered.status).toBe(200)
    return { email, id: await userIdOf(email), browser, authenticator }
  }

  /** An answer that signed nobody in: no session cookie came back. */
  async function expectSignedOut(browser: AuthCaller) {
    expect((await browser.request('/get-session')).body).toBeNull()
  }

  describe('adding a passkey', () => {
    it('stores the public key for the signed-in person, with its name and no use yet', async () => {
      const { id, authenticator } = await personWithPasskey()
      const rows = await passkeysOf(id)
      expect(rows).toEqual([
        expect.objectContaining({
          name: 'Laptop',
          credentialID: authenticator.credentialIds[0],
          counter: 0,
          backedUp: false,
          deviceType: 'singleDevice',
          aaguid: '00000000-0000-0000-0000-000000000000',
          lastUsedAt: null,
        }),
      ])
    })

    it('refuses a signed-out browser', async () => {
      const answer = await registerPasskey(harness.caller(), new SoftwareAuthenticator(TEST_BASE_URL))
      expect(answer.status).toBe(401)
    })

    it('refuses a credential made for another origin with a 400, storing nothing', async () => {
      const email = uniqueEmail()
      const { browser } = await harness.signIn(email)
      const answer = await registerPasskey(browser, new SoftwareAuthenticator('https://evil.example'))
      expect(answer).toMatchObject({ status: 400, body: { code: 'FAILED_TO_VERIFY_REGISTRATION' } })
      expect(await passkeysOf(await userIdOf(email))).toEqual([])
    })

    it('refuses a malformed registration answer with a 400, storing nothing', async () => {
      const email = uniqueEmail()
      const { browser } = await harness.signIn(email)
      await browser.request('/passkey/generate-register-options?name=Laptop')
      const answer = await browser.request('/passkey/verify-registration', {
        response: { id: 'x', response: {} },
        name: 'Laptop',
      })
      expect(answer).toMatchObject({ status: 400, body: { code: 'FAILED_TO_VERIFY_REGISTRATION' } })
      expect(await passkeysOf(await userIdOf(email))).toEqual([])
    })

    it('refuses a credential made for another challenge, and a registration answer sent twice', async () => {
      const email = uniqueEmail()
      const { browser } = await harness.signIn(email)
      const authenticator = new SoftwareAuthenticator(TEST_BASE_URL)
      const forged = await registerPasskey(browser, authenticator, { challenge: randomBytes(32).toString('base64url') })
      expect(forged).toMatchObject({ status: 400, body: { code: 'FAILED_TO_VERIFY_REGISTRATION' } })

      const options = await browser.request('/passkey/generate-register-options?name=Phone')
      const response = authenticator.create(options.body as never)
      expect((await browser.request('/passkey/verify-registration', { response, name: 'Phone' })).status).toBe(200)
      const replayed = await browser.request('/passkey/verify-registration', { response, name: 'Phone' })
      expect(replayed).toMatchObject({ status: 400, body: { code: 'CHALLENGE_NOT_FOUND' } })
      expect(await passkeysOf(await userIdOf(email))).toHaveLength(1)
    })

    it.each([
      ['too long', 'x'.repeat(appConfig.validation.passkeyNameMaxLength + 1)],
      ['blank', '   '],
      ['with a control character', 'Lap\u0000top'],
    ])('refuses a name %s, before and after the browser makes the credential', async (_, name) => {
      const email = uniqueEmail()
      const { browser } = await harness.signIn(email)
      const authenticator = new SoftwareAuthenticator(TEST_BASE_URL)
      expect(await registerPasskey(browser, authenticator, { name })).toMatchObject({
        status: 400,
        body: { code: PASSKEY_NAME_INVALID },
      })
      // A valid name asked for the options, an invalid one sent with the credential.
      const options = await browser.request('/passkey/generate-register-options?name=Laptop')
      const response = authenticator.create(options.body as never)
      expect(await browser.request('/passkey/verify-registration', { response, name })).toMatchObject({
        status: 400,
        body: { code: PASSKEY_NAME_INVALID },
      })
      expect(await passkeysOf(await userIdOf(email))).toEqual([])
    })

    it('refuses an admin browsing as the person, storing nothing', async () => {
      const adminEmail = uniqueEmail('admin')
      await harness.db.insert(user).values({
        id: crypto.randomUUID(),
        email: adminEmail,
        name: 'Admin',
        role: 'admin',
        emailVerified: true,
      })
      const target = uniqueEmail('target')
      await harness.signIn(target)
      const targetId = await userIdOf(target)
      const { browser } = await harness.signIn(adminEmail)
      expect((await browser.request('/admin/impersonate-user', { userId: targetId })).status).toBe(200)

      const refused = await registerPasskey(browser, new SoftwareAuthenticator(TEST_BASE_URL))
      expect(refused).toMatchObject({ status: 403, body: { code: IMPERSONATION_NOT_ALLOWED } })
      const verify = await browser.request('/passkey/verify-registration', { response: {}, name: 'Laptop' })
      expect(verify).toMatchObject({ status: 403, body: { code: IMPERSONATION_NOT_ALLOWED } })
      expect(await passkeysOf(targetId)).toEqual([])
    })

    it('refuses in the demo, before the browser makes a credential', async () => {
      const email = uniqueEmail()
      const { browser } = await harness.signIn(email)
      const authenticator = new SoftwareAuthenticator(TEST_BASE_URL)
      server.demo = true
      expect(await registerPasskey(browser, authenticator)).toMatchObject({
        status: 403,
        body: { code: PASSKEYS_OFF_IN_DEMO },
      })
      expect(authenticator.credentialIds).toEqual([])
      expect(await passkeysOf(await userIdOf(email))).toEqual([])
      // The same request outside the demo goes through.
      server.demo = false
      expect((await registerPasskey(browser, authenticator)).status).toBe(200)
    })
  })

  describe('signing in with a passkey', () => {
    it('signs the person in with a session cookie, records the sign-in and the use of the passkey', async () => {
      const { id, authenticator } = await personWithPasskey()
      const eventsBefore = await signInEventsOf(id)
      const browser = harness.caller()

      const before = Date.now()
      const answer = await signInWithPasskey(browser, authenticator)
      expect(answer).toMatchObject({ status: 200, body: { user: { id } } })
      expect((await browser.request('/get-session')).body).toMatchObject({ user: { id } })
      expect(await signInEventsOf(id)).toBe(eventsBefore + 1)
      const [row] = await passkeysOf(id)
      expect(row?.counter).toBe(1)
      expect(row?.lastUsedAt?.getTime()).toBeGreaterThanOrEqual(before - 1000)

      // The counter follows the authenticator's on each use.
      expect((await signInWithPasskey(harness.caller(), authenticator)).status).toBe(200)
      expect((await passkeysOf(id))[0]?.counter).toBe(2)
    })

    it('refuses an assertion made for another origin', async () => {
      const { id, authenticator } = await personWithPasskey()
      const browser = harness.caller()
      const answer = await signInWithPasskey(browser, authenticator, { origin: 'https://evil.example' })
      expect(answer).toMatchObject({ status: 400, body: { code: 'AUTHENTICATION_FAILED' } })
      await expectSignedOut(browser)
      expect((await passkeysOf(id))[0]).toMatchObject({ counter: 0, lastUsedAt: null })
    })

    it('refuses an assertion of another challenge, and the same assertion sent again', async () => {
      const { id, authenticator } = await personWithPasskey()
      const forger = harness.caller()
      const forged = await signInWithPasskey(forger, authenticator, {
        challenge: randomBytes(32).toString('base64url'),
      })
      expect(forged).toMatchObject({ status: 400, body: { code: 'AUTHENTICATION_FAILED' } })
      await expectSignedOut(forger)

      const browser = harness.caller()
      const response = authenticator.get(await authenticationOptions(browser))
      expect((await browser.request('/passkey/verify-authentication', { response })).status).toBe(200)
      const sessions = await sessionsOf(id)

      // Sent again on the same challenge (consumed), and on a new challenge of another browser.
      const again = await browser.request('/passkey/verify-authentication', { response })
      expect(again).toMatchObject({ status: 400, body: { code: 'CHALLENGE_NOT_FOUND' } })
      const attacker = harness.caller()
      await authenticationOptions(attacker)
      const replayed = await attacker.request('/passkey/verify-authentication', { response })
      expect(replayed).toMatchObject({ status: 400, body: { code: 'AUTHENTICATION_FAILED' } })
      await expectSignedOut(attacker)
      expect(await sessionsOf(id)).toBe(sessions)
    })

    it('refuses a credential the site does not know', async () => {
      const stranger = new SoftwareAuthenticator(TEST_BASE_URL)
      // A credential made for this site, never registered.
      stranger.create({
        challenge: randomBytes(32).toString('base64url'),
        rp: { id: new URL(TEST_BASE_URL).hostname, name: 'Threshold' },
        user: { id: randomBytes(16).toString('base64url'), name: 'nobody', displayName: 'nobody' },
        pubKeyCredParams: [{ type: 'public-key', alg: -7 }],
      })
      const browser = harness.caller()
      const answer = await signInWithPasskey(browser, stranger)
      expect(answer).toMatchObject({ status: 401, body: { code: 'PASSKEY_NOT_FOUND' } })
      await expectSignedOut(browser)
    })

    it('refuses a banned person: no session, no sign-in recorded, the passkey not marked as used', async () => {
      const { id, authenticator } = await personWithPasskey('banned')
      await harness.db.update(user).set({ banned: true, banReason: 'spam' }).where(eq(user.id, id))
      const sessions = await sessionsOf(id)
      const events = await signInEventsOf(id)

      const browser = harness.caller()
      const answer = await signInWithPasskey(browser, authenticator)
      expect(answer).toMatchObject({ status: 403, body: { code: 'BANNED_USER' } })
      await expectSignedOut(browser)
      expect(await sessionsOf(id)).toBe(sessions)
      expect(await signInEventsOf(id)).toBe(events)
      expect((await passkeysOf(id))[0]?.lastUsedAt).toBeNull()

      // Once the ban is lifted, the same passkey signs in.
      await harness.db.update(user).set({ banned: false, banReason: null }).where(eq(user.id, id))
      expect((await signInWithPasskey(harness.caller(), authenticator)).status).toBe(200)
      expect((await passkeysOf(id))[0]?.lastUsedAt).not.toBeNull()
    })
  })
})

describe(`the passkey rate limit, through the /api/auth handler, on ${testDatabaseDriver}`, () => {
  let harness: AuthHarness

  beforeAll(async () => {
    harness = await startAuthHarness(production)
    server.auth = harness.auth
    server.config = harness.config
  })
  afterAll(() => harness.close())

  it("answers 429 with the product's refusal once a client asks for too many sign-in challenges", async () => {
    server.socketIp = newIp()
    const ask = () =>
      handleAuthRequest(
        new Request(`${TEST_BASE_URL}/api/auth/passkey/generate-authenticate-options`, {
          headers: { origin: TEST_BASE_URL, accept: 'application/json' },
        }),
      )
    const statuses = []
    for (let n = 0; n < appConfig.rateLimit.passkey.max; n++) statuses.push((await ask()).status)
    expect(statuses).toEqual(Array(appConfig.rateLimit.passkey.max).fill(200))

    const refused = await ask()
    expect(refused.status).toBe(429)
    const retryAfter = Number(refused.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThan(0)
    expect(retryAfter).toBeLessThanOrEqual(appConfig.rateLimit.passkey.window)
    expect(await refused.json()).toEqual({ message: 'Too many requests. Please try again later.', retryAfter })

    // Another client is not held back.
    server.socketIp = newIp()
    expect((await ask()).status).toBe(200)
  })
})
