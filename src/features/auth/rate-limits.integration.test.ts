import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { appConfig } from '~/app.config'
import { rateLimitRefusal } from '@/server/auth/rate-limit-refusal'
import { createRateLimitStore } from '@/server/auth/rate-limit-store'
import { log } from '@/server/log'
import { type AuthHarness, CLIENT_IP_HEADER, TEST_BASE_URL, startAuthHarness } from '@/test/auth-harness'
import { newIp, post, production, requestCode } from '@/test/rate-limit-scenarios'
import { testDatabaseDriver, uniqueEmail } from '@/test/test-database'
import { providerForAddress } from '@/server/auth/organization-sso'
import { type SignInForms, startProviderSignIn, submitLoginForm, submitVerifyForm } from './sign-in-forms.server'

const { perPath, providerSignIn, sendCode } = appConfig.rateLimit

/**
 * Which requests the rate limits refuse, and how much they let through from one address (docs/decisions/031), on
 * the real better-auth instance in production mode. The clock stands still inside each test, so every request
 * falls in one window whatever the machine's speed.
 */
describe(`what the rate limits refuse, per client IP, on ${testDatabaseDriver}`, () => {
  let harness: AuthHarness
  let forms: SignInForms

  beforeAll(async () => {
    harness = await startAuthHarness({
      ...production,
      AUTH_PASSWORD_ENABLED: 'true',
      GITHUB_CLIENT_ID: 'threshold-test',
      GITHUB_CLIENT_SECRET: 'threshold-test-secret',
    })
    forms = {
      authHandler: (request) => harness.auth.handler(request),
      baseUrl: TEST_BASE_URL,
      ssoProviderFor: (email) => providerForAddress(harness.db, email),
    }
  })
  afterAll(() => harness.close())
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now())
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  const startGitHub = (ip: string) =>
    post(harness.auth, '/sign-in/social', { provider: 'github', callbackURL: '/login' }, ip)
  async function callback(ip: string) {
    // better-auth logs each forged state as an error: hundreds of them would bury the test's output.
    const quiet = vi.spyOn(log, 'error').mockReturnValue(undefined)
    try {
      return await harness.auth.handler(
        new Request(`${TEST_BASE_URL}/api/auth/callback/github?state=forged&code=x`, {
          headers: { [CLIENT_IP_HEADER]: ip },
        }),
      )
    } finally {
      quiet.mockRestore()
    }
  }

  /**
   * Counts `count` requests from `ip` to `path` in the store, as the handler counts each one: hundreds of real
   * provider sign-ins would take most of this file's time.
   */
  async function alreadySent(ip: string, path: string, count: number) {
    const store = createRateLimitStore(harness.db, harness.config)
    for (let n = 0; n < count; n++) await store.hit(`ip:${ip}|${path}`, providerSignIn.window)
  }

  async function statusesOf(count: number, send: () => Promise<Response>) {
    const statuses: number[] = []
    for (let n = 0; n < count; n++) statuses.push((await send()).status)
    return statuses
  }

  it('lets ten and more people behind one address start a provider sign-in within a minute', async () => {
    const office = newIp()
    const answers = []
    for (let person = 0; person < 12; person++) {
      const response = await startGitHub(office)
      answers.push({ status: response.status, url: ((await response.json()) as { url?: string }).url?.split('?')[0] })
    }
    expect(answers).toEqual(Array(12).fill({ status: 200, url: 'https://github.com/login/oauth/authorize' }))
  })

  it('still refuses a flood of provider sign-ins, and of callbacks, from one address', async () => {
    const flood = newIp()
    await alreadySent(flood, '/sign-in/social', providerSignIn.max - 3)
    await alreadySent(flood, '/callback/github', providerSignIn.max - 3)

    expect(await statusesOf(4, () => startGitHub(flood))).toEqual([200, 200, 200, 429])
    const callbacks = await statusesOf(4, () => callback(flood))
    expect(callbacks.slice(0, -1).filter((status) => status === 429)).toEqual([])
    expect(callbacks.at(-1)).toBe(429)
  })

  it('keeps the limits of code checks and password checks', async () => {
    const ip = newIp()
    const checks = await statusesOf(sendCode.max + 1, () =>
      post(harness.auth, '/sign-in/email-otp', { email: uniqueEmail(), otp: '000000' }, ip),
    )
    expect(checks.at(-1)).toBe(429)
    expect(checks.slice(0, -1).filter((status) => status === 429)).toEqual([])
    // better-auth's own rule for password sign-ins: 3 per 10 s.
    const passwords = await statusesOf(4, () =>
      post(harness.auth, '/sign-in/email', { email: uniqueEmail(), password: 'wrong-password' }, ip),
    )
    expect(passwords.slice(0, 3).filter((status) => status === 429)).toEqual([])
    expect(passwords[3]).toBe(429)
  })

  it('limits any other path per address by the general rule', async () => {
    const ip = newIp()
    const ok = () =>
      harness.auth.handler(new Request(`${TEST_BASE_URL}/api/auth/ok`, { headers: { [CLIENT_IP_HEADER]: ip } }))
    expect(await statusesOf(perPath.max + 1, ok)).toEqual([...Array(perPath.max).fill(200), 429])
  })

  describe('the answer to a refused request says how long to wait', () => {
    it("in the JSON of a script call (which better-auth's client puts on its error) and in Retry-After", async () => {
      const ip = newIp()
      for (let n = 0; n < sendCode.max; n++) await requestCode(harness.auth, uniqueEmail(), ip)
      const request = new Request(`${TEST_BASE_URL}/api/auth/email-otp/send-verification-otp`, { method: 'POST' })
      vi.setSystemTime(Date.now() + 20_000)
      const refusal = await rateLimitRefusal(request, await requestCode(harness.auth, uniqueEmail(), ip))

      expect(refusal.status).toBe(429)
      expect(await refusal.json()).toEqual({
        message: 'Too many requests. Please try again later.',
        retryAfter: sendCode.window - 20,
      })
      expect(refusal.headers.get('retry-after')).toBe(String(sendCode.window - 20))
      expect(refusal.headers.get('x-retry-after')).toBe(String(sendCode.window - 20))
    })

    it('on the sign-in page, for a callback the browser opened itself', async () => {
      const ip = newIp()
      await alreadySent(ip, '/callback/github', providerSignIn.max - 1)
      await callback(ip)
      const navigation = new Request(`${TEST_BASE_URL}/api/auth/callback/github?state=s&code=c`, {
        headers: { 'sec-fetch-mode': 'navigate' },
      })
      const refusal = await rateLimitRefusal(navigation, await callback(ip))
      expect(refusal.status).toBe(303)
      expect(refusal.headers.get('location')).toBe(`/login?error=RATE_LIMITED&retryAfter=${providerSignIn.window}`)
    })
  })

  describe("the sign-in pages' forms and provider links, over a limit, come back to the page with the wait", () => {
    const form = (path: string, fields: Record<string, string>, ip: string) =>
      new Request(`${TEST_BASE_URL}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: TEST_BASE_URL, [CLIENT_IP_HEADER]: ip },
        body: new URLSearchParams(fields),
      })
    const location = (response: Response) => ({ status: response.status, location: response.headers.get('location') })

    it('the e-mail form keeps the address typed', async () => {
      const ip = newIp()
      for (let n = 0; n < sendCode.max; n++) await submitLoginForm(form('/login', { email: uniqueEmail() }, ip), forms)
      const email = uniqueEmail('typed')
      expect(location(await submitLoginForm(form('/login', { email, redirect: '/app' }, ip), forms))).toEqual({
        status: 303,
        location: `/login?redirect=%2Fapp&email=${encodeURIComponent(email)}&error=RATE_LIMITED&retryAfter=${sendCode.window}`,
      })
    })

    it('the code form and "Send a new code" stay on the verify page', async () => {
      const ip = newIp()
      const email = uniqueEmail('checker')
      const verify = (fields: Record<string, string>) =>
        submitVerifyForm(form('/login/verify', { email, ...fields }, ip), forms)
      for (let n = 0; n < sendCode.max; n++) await verify({ code: '000000' })
      const expected = `/login/verify?email=${encodeURIComponent(email)}&error=RATE_LIMITED&retryAfter=${sendCode.window}`
      expect(location(await verify({ code: '000000' }))).toEqual({ status: 303, location: expected })

      for (let n = 0; n < sendCode.max; n++) await requestCode(harness.auth, uniqueEmail(), ip)
      expect(location(await verify({ intent: 'resend' }))).toEqual({ status: 303, location: expected })
    })

    it('a provider link goes back to the sign-in page, keeping the way back, not to the error page', async () => {
      const ip = newIp()
      await alreadySent(ip, '/sign-in/social', providerSignIn.max - 1)
      expect((await startGitHub(ip)).status).toBe(200)
      const link = new Request(`${TEST_BASE_URL}/login/provider?id=github&redirect=%2Fapp%2Faccount`, {
        headers: { [CLIENT_IP_HEADER]: ip },
      })
      expect(location(await startProviderSignIn(link, forms))).toEqual({
        status: 303,
        location: `/login?redirect=%2Fapp%2Faccount&error=RATE_LIMITED&retryAfter=${providerSignIn.window}`,
      })
    })
  })
})
