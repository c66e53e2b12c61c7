import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { extractCode } from '~/e2e/fixtures/smtp-sink'
import { user } from '@/server/db/schema'
import { type AuthHarness, TEST_BASE_URL, startAuthHarness } from '@/test/auth-harness'
import { testDatabaseDriver, uniqueEmail } from '@/test/test-database'
import { providerForAddress } from '@/server/auth/organization-sso'
import { type SignInForms, startProviderSignIn, submitLoginForm, submitVerifyForm } from './sign-in-forms.server'

/**
 * The sign-in pages' form posts (decision 021) against better-auth on a real database, sending real e-mails to an
 * SMTP sink: each case posts a form as a browser would and checks where the answer sends the browser, the cookies
 * it sets, and what was sent or stored. The browser flows are in e2e/sign-in.spec.ts.
 */
describe(`sign-in form posts on ${testDatabaseDriver}`, () => {
  let harness: AuthHarness
  let forms: SignInForms

  beforeAll(async () => {
    harness = await startAuthHarness({
      GITHUB_CLIENT_ID: 'threshold-test',
      GITHUB_CLIENT_SECRET: 'threshold-test-secret',
    })
    forms = {
      authHandler: (request) => harness.auth.handler(request),
      baseUrl: TEST_BASE_URL,
      ssoProviderFor: (email) => providerForAddress(harness.db, email),
    }
  })
  afterAll(() => harness?.close())

  function form(
    path: string,
    fields: Record<string, string>,
    headers: Record<string, string> = { origin: TEST_BASE_URL },
  ) {
    return new Request(`${TEST_BASE_URL}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body: new URLSearchParams(fields),
    })
  }

  const where = (response: Response) => ({ status: response.status, location: response.headers.get('location') })

  /** Posts the e-mail form for `email` and returns the code it sent. */
  async function requestCode(email: string) {
    const since = harness.sink.received.length
    const response = await submitLoginForm(form('/login', { email }), forms)
    expect(where(response)).toEqual({ status: 303, location: `/login/verify?email=${encodeURIComponent(email)}` })
    return extractCode(await harness.sink.waitForEmail(email, { since }))
  }

  describe('the e-mail form', () => {
    it('sends a code and goes on to the verify page, keeping the way back', async () => {
      const email = uniqueEmail('form')
      const since = harness.sink.received.length
      const response = await submitLoginForm(
        form('/login', { email: `  ${email.toUpperCase()} `, redirect: '/app/account?tab=1' }),
        forms,
      )

      expect(where(response)).toEqual({
        status: 303,
        location: `/login/verify?email=${encodeURIComponent(email)}&redirect=${encodeURIComponent('/app/account?tab=1')}`,
      })
      expect(response.headers.get('cache-control')).toBe('no-store')
      expect(extractCode(await harness.sink.waitForEmail(email, { since }))).toMatch(/^\d{6}$/)
    })

    it.each([
      [{}, '/login?error=EMAIL_REQUIRED'],
      [{ email: '   ' }, '/login?email=+++&error=EMAIL_REQUIRED'],
      [{ email: 'foo', redirect: '/app' }, '/login?redirect=%2Fapp&email=foo&error=EMAIL_INVALID'],
      [
        { email: `${'a'.repeat(300)}@example.com` },
        `/login?email=${'a'.repeat(300)}%40example.com&error=EMAIL_INVALID`,
      ],
    ])('refuses %j with a reason and sends nothing', async (fields, location) => {
      const since = harness.sink.received.length
      const response = await submitLoginForm(form('/login', fields), forms)

      expect(where(response)).toEqual({ status: 303, location })
      expect(harness.sink.received.length).toBe(since)
    })

    it('drops a way back too long to keep', async () => {
      const email = uniqueEmail('long-redirect')
      const response = await submitLoginForm(form('/login', { email, redirect: `/app?x=${'a'.repeat(3000)}` }), forms)
      expect(where(response)).toEqual({ status: 303, location: `/login/verify?email=${encodeURIComponent(email)}` })
    })

    it.each([
      ['another site', { origin: 'https://evil.example' }],
      ['an opaque origin', { origin: 'null' }],
      ['no origin', { 'sec-fetch-site': 'same-origin' }],
    ])('refuses a post from %s (login CSRF), and sends nothing', async (_, headers) => {
      const email = uniqueEmail('csrf')
      const since = harness.sink.received.length
      const response = await submitLoginForm(form('/login', { email }, headers), forms)

      expect(where(response)).toEqual({ status: 303, location: '/login/error?error=access_denied' })
      expect(harness.sink.received.length).toBe(since)
    })
  })

  describe('the code form', () => {
    it('signs in with the e-mailed code and sends the browser on through /login, with its session', async () => {
      const email = uniqueEmail('verify')
      const code = await requestCode(email)
      const response = await submitVerifyForm(form('/login/verify', { email, code, redirect: '/app' }), forms)

      expect(where(response)).toEqual({ status: 303, location: '/login?redirect=%2Fapp' })
      const cookie = response.headers
        .getSetCookie()
        .map((setCookie) => setCookie.split(';')[0])
        .join('; ')
      const session = await harness.auth.api.getSession({ headers: new Headers({ cookie }) })
      expect(session?.user.email).toBe(email)
    })

    it.each([
      ['', 'CODE_REQUIRED'],
      ['123', 'CODE_LENGTH'],
      ['12345a', 'INVALID_OTP'],
    ])('refuses the code %j with a reason, before asking better-auth', async (code, error) => {
      const email = uniqueEmail('bad-code')
      const response = await submitVerifyForm(form('/login/verify', { email, code }), forms)
      expect(where(response)).toEqual({
        status: 303,
        location: `/login/verify?email=${encodeURIComponent(email)}&error=${error}`,
      })
      expect(response.headers.getSetCookie()).toEqual([])
    })

    it('refuses a wrong code, and the right one still works', async () => {
      const email = uniqueEmail('wrong-code')
      const code = await requestCode(email)
      const wrong = code.replace(/\d/g, (digit) => String((Number(digit) + 1) % 10))

      const refused = await submitVerifyForm(form('/login/verify', { email, code: wrong }), forms)
      expect(where(refused)).toEqual({
        status: 303,
        location: `/login/verify?email=${encodeURIComponent(email)}&error=INVALID_OTP`,
      })
      expect(refused.headers.getSetCookie()).toEqual([])

      const accepted = await submitVerifyForm(form('/login/verify', { email, code }), forms)
      expect(where(accepted)).toEqual({ status: 303, location: '/login' })
    })

    it('sends a new code on "Send a new code", and says so', async () => {
      const email = uniqueEmail('resend')
      const first = await requestCode(email)
      const since = harness.sink.received.length
      const response = await submitVerifyForm(form('/login/verify', { email, intent: 'resend' }), forms)

      expect(where(response)).toEqual({
        status: 303,
        location: `/login/verify?email=${encodeURIComponent(email)}&notice=resent`,
      })
      const second = extractCode(await harness.sink.waitForEmail(email, { since }))
      expect(second).not.toBe(first)
    })

    it('says a banned account is banned, without signing it in', async () => {
      const email = uniqueEmail('banned')
      await harness.signIn(email)
      // A banned account is sent no code (decision 040): this one was sent before the ban.
      const code = await requestCode(email)
      await harness.db.update(user).set({ banned: true }).where(eq(user.email, email))

      const response = await submitVerifyForm(form('/login/verify', { email, code }), forms)
      expect(where(response)).toEqual({
        status: 303,
        location: `/login/verify?email=${encodeURIComponent(email)}&error=BANNED_USER`,
      })
      expect(
        response.headers
          .getSetCookie()
          .filter((cookie) => cookie.includes('session_token=') && !/max-age=0/i.test(cookie)),
      ).toEqual([])
    })

    it('sends an unknown address to the "Account not found" page when sign-up is off', async () => {
      const closed = harness.startInstance({ auth: { ...harness.config.auth, signupEnabled: false } })
      const closedForms = { ...forms, authHandler: (request: Request) => closed.auth.handler(request) }
      const email = uniqueEmail('closed')
      const since = harness.sink.received.length
      await submitLoginForm(form('/login', { email }), closedForms)
      const code = extractCode(await harness.sink.waitForEmail(email, { since }))

      const response = await submitVerifyForm(form('/login/verify', { email, code }), closedForms)
      expect(where(response)).toEqual({ status: 303, location: '/login/error?error=signup_disabled' })
    })

    it('sends a form without a valid address back to the e-mail form', async () => {
      const response = await submitVerifyForm(
        form('/login/verify', { email: 'not-an-address', code: '123456', redirect: '/app' }),
        forms,
      )
      expect(where(response)).toEqual({ status: 303, location: '/login?redirect=%2Fapp' })
    })

    it('refuses a post from another site', async () => {
      const response = await submitVerifyForm(
        form('/login/verify', { email: uniqueEmail(), code: '123456' }, { origin: 'https://evil.example' }),
        forms,
      )
      expect(where(response)).toEqual({ status: 303, location: '/login/error?error=access_denied' })
    })
  })

  describe('the provider buttons', () => {
    const link = (search: Record<string, string>) =>
      new Request(`${TEST_BASE_URL}/login/provider?${new URLSearchParams(search)}`)

    it('send the browser to the provider with the state cookie its callback checks', async () => {
      const response = await startProviderSignIn(link({ id: 'github', redirect: '/app/repositories' }), forms)

      expect(response.status).toBe(303)
      const location = new URL(response.headers.get('location')!)
      expect(`${location.origin}${location.pathname}`).toBe('https://github.com/login/oauth/authorize')
      expect(location.searchParams.get('client_id')).toBe('threshold-test')
      expect(location.searchParams.get('state')).toBeTruthy()
      expect(response.headers.getSetCookie().some((cookie) => cookie.includes('state'))).toBe(true)
    })

    it.each<Record<string, string>>([{ id: 'nope' }, {}, { id: 'x'.repeat(100) }])(
      'send %j to the error page',
      async (search) => {
        const response = await startProviderSignIn(link(search), forms)
        expect(where(response)).toEqual({ status: 303, location: '/login/error?error=unknown_error' })
        expect(response.headers.getSetCookie()).toEqual([])
      },
    )
  })
})
