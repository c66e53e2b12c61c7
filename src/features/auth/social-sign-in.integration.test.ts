import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { OidcProvider, type ProviderUser } from '~/e2e/fixtures/oidc-provider'
import type { Auth } from '@/server/auth/auth'
import { noticesSettled } from '@/server/email/notices'
import { account, user } from '@/server/db/schema'
import { type AuthHarness, TEST_BASE_URL, startAuthHarness } from '@/test/auth-harness'
import { testDatabaseDriver, uniqueEmail } from '@/test/test-database'
import { loginErrorKind } from './page-login-error'

/**
 * The whole OpenID Connect sign-in over HTTP, without a browser: better-auth (the product's settings) against a
 * real provider (oauth2-mock-server: discovery, signed ID tokens, PKCE, nonce). Each case follows the redirects by
 * hand and checks where the last one points and what the database holds. The browser flows are in e2e/oidc.spec.ts.
 */
describe(`OpenID Connect sign-in on ${testDatabaseDriver}`, () => {
  let provider: OidcProvider
  let harness: AuthHarness
  /** The same database with sign-up switched off, as a second server would be. */
  let closed: Auth

  beforeAll(async () => {
    provider = await OidcProvider.start()
    harness = await startAuthHarness({
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID: 'threshold-test',
      OIDC_CLIENT_SECRET: 'threshold-test-secret',
      OIDC_NAME: 'Acme SSO',
    })
    closed = harness.startInstance({ auth: { ...harness.config.auth, signupEnabled: false } }).auth
  })
  afterAll(async () => {
    await harness?.close()
    await provider?.stop()
  })
  beforeEach(() => {
    provider.authorizeRequests.length = 0
  })

  const callback = '/login?redirect=%2Fapp%2Frepositories'
  const errorCallback = '/login/error'

  /**
   * A browser signing in with the provider: the sign-in button's request, the provider's answer (the person is
   * already signed in there), and better-auth's callback. Returns where the callback sends the browser and the
   * cookies it set.
   */
  async function signInWithProvider(
    person: ProviderUser | undefined,
    {
      auth = harness.auth,
      body = {} as Record<string, unknown>,
      // The browser's cookies; a new browser by default.
      jar = new Map<string, string>(),
    } = {},
  ) {
    if (person) provider.signInAs(person)
    const send = async (url: string, init: RequestInit = {}) => {
      const headers = new Headers(init.headers)
      headers.set('origin', TEST_BASE_URL)
      headers.set('cookie', [...jar].map(([name, value]) => `${name}=${value}`).join('; '))
      const response = await auth.handler(new Request(url, { ...init, headers, redirect: 'manual' }))
      for (const cookie of response.headers.getSetCookie()) {
        const [pair = ''] = cookie.split(';')
        const at = pair.indexOf('=')
        const [name, value] = [pair.slice(0, at), pair.slice(at + 1)]
        if (!value || /max-age=0/i.test(cookie)) jar.delete(name)
        else jar.set(name, value)
      }
      return response
    }

    const started = await send(`${TEST_BASE_URL}/api/auth/sign-in/social`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        provider: 'oidc',
        callbackURL: callback,
        newUserCallbackURL: callback,
        errorCallbackURL: errorCallback,
        ...body,
      }),
    })
    expect(started.status).toBe(200)
    const { url, redirect } = (await started.json()) as { url: string; redirect: boolean }
    expect(redirect).toBe(true)

    const atProvider = await fetch(url, { redirect: 'manual' })
    expect(atProvider.status).toBe(302)
    const back = new URL(atProvider.headers.get('location') ?? '')
    expect(`${back.origin}${back.pathname}`).toBe(`${TEST_BASE_URL}/api/auth/callback/oidc`)

    const done = await send(back.href)
    expect(done.status).toBe(302)
    const location = done.headers.get('location') ?? ''
    const sessionCookie = [...jar].find(([name]) => name.endsWith('session_token'))
    return { location, signedIn: Boolean(sessionCookie), send }
  }

  async function sessionOf(send: (url: string) => Promise<Response>) {
    const response = await send(`${TEST_BASE_URL}/api/auth/get-session`)
    return (await response.json()) as {
      user: { id: string; email: string; name: string; emailVerified: boolean }
    } | null
  }

  const userByEmail = async (email: string) => (await harness.db.select().from(user).where(eq(user.email, email)))[0]
  const accountsOf = (userId: string) => harness.db.select().from(account).where(eq(account.userId, userId))
  const errorOf = (location: string) => new URL(location, TEST_BASE_URL).searchParams.get('error') ?? ''

  it('asks the provider for the code flow with PKCE (S256), a nonce, the state and the profile scopes', async () => {
    const email = uniqueEmail('flow')
    await signInWithProvider({ sub: 'flow-sub', email, email_verified: true, name: 'Flow' })
    const [request] = provider.authorizeRequests
    expect(request?.searchParams.get('client_id')).toBe('threshold-test')
    expect(request?.searchParams.get('redirect_uri')).toBe(`${TEST_BASE_URL}/api/auth/callback/oidc`)
    expect(request?.searchParams.get('response_type')).toBe('code')
    expect(request?.searchParams.get('code_challenge_method')).toBe('S256')
    expect(request?.searchParams.get('nonce')).toBeTruthy()
    expect(request?.searchParams.get('state')).toBeTruthy()
    expect(request?.searchParams.get('scope')?.split(' ')).toEqual(
      expect.arrayContaining(['openid', 'email', 'profile']),
    )
  })

  it.each(['callbackURL', 'newUserCallbackURL', 'errorCallbackURL'])(
    'refuses an off-site %s before sending anyone to the provider',
    async (field) => {
      for (const offSite of ['https://evil.example/app', '//evil.example/app']) {
        const response = await harness.auth.handler(
          new Request(`${TEST_BASE_URL}/api/auth/sign-in/social`, {
            method: 'POST',
            headers: { origin: TEST_BASE_URL, 'content-type': 'application/json' },
            body: JSON.stringify({ provider: 'oidc', callbackURL: callback, [field]: offSite }),
          }),
        )
        expect(response.status).toBe(403)
        expect(await response.text()).not.toContain(provider.issuer)
      }
      expect(provider.authorizeRequests).toEqual([])
    },
  )

  it('creates an account for a new verified address, links the provider account and signs in', async () => {
    const email = uniqueEmail('new')
    const { location, signedIn, send } = await signInWithProvider({
      sub: 'sub-new',
      email,
      email_verified: true,
      name: 'Ada Lovelace',
    })
    expect(location).toBe(callback)
    expect(signedIn).toBe(true)
    const created = await userByEmail(email)
    expect(created).toMatchObject({ name: 'Ada Lovelace', emailVerified: true })
    const accounts = await accountsOf(created!.id)
    expect(accounts.map((row) => [row.providerId, row.accountId])).toEqual([['oidc', 'sub-new']])
    // The provider's tokens are not kept readable (account.encryptOAuthTokens).
    expect(accounts[0]?.accessToken).not.toMatch(/^eyJ/)
    expect((await sessionOf(send))?.user.id).toBe(created!.id)

    // Next time, the same provider account signs in to the same account.
    const again = await signInWithProvider({ sub: 'sub-new', email, email_verified: true, name: 'Someone Else' })
    expect(again.location).toBe(callback)
    expect((await sessionOf(again.send))?.user).toMatchObject({ id: created!.id, name: 'Ada Lovelace' })
  })

  it('creates an account without a name when the provider gives none (onboarding asks for it)', async () => {
    const email = uniqueEmail('nameless')
    const { location, signedIn } = await signInWithProvider({ sub: 'sub-nameless', email, email_verified: true })
    expect(location).toBe(callback)
    expect(signedIn).toBe(true)
    expect((await userByEmail(email))?.name).toBe('')
  })

  it.each([
    ['false', false],
    ['missing', undefined],
    ['the string "false"', 'false'],
  ])(
    'refuses a new account when the address is not verified (%s): email_not_verified, nothing created',
    async (_label, verified) => {
      const email = uniqueEmail('unverified-new')
      const { location, signedIn } = await signInWithProvider({
        sub: `sub-${crypto.randomUUID()}`,
        email,
        email_verified: verified,
        name: 'Mallory',
      })
      expect(location).toBe(
        `${errorCallback}?error=email_not_verified&error_description=The+provider+did+not+verify+this+e-mail+address`,
      )
      expect(loginErrorKind(errorOf(location))).toBe('unknown_error')
      expect(signedIn).toBe(false)
      expect(await userByEmail(email)).toBeUndefined()
    },
  )

  it('accepts the string "true" as verified (some providers send it so)', async () => {
    const email = uniqueEmail('string-true')
    const { location, signedIn } = await signInWithProvider({
      sub: 'sub-string-true',
      email,
      email_verified: 'true',
      name: 'Cognito',
    })
    expect(location).toBe(callback)
    expect(signedIn).toBe(true)
  })

  it('links the provider account to an existing account when the provider verified the address', async () => {
    const email = uniqueEmail('existing')
    await harness.signIn(email)
    const existing = await userByEmail(email)
    await harness.db.update(user).set({ name: 'Grace' }).where(eq(user.id, existing!.id))

    const { location, signedIn, send } = await signInWithProvider({
      sub: 'sub-existing',
      email: email.toUpperCase(),
      email_verified: true,
      name: 'Not Grace',
    })
    expect(location).toBe(callback)
    expect(signedIn).toBe(true)
    // The same account, its name untouched; the provider account is now one of its ways in.
    expect((await sessionOf(send))?.user).toMatchObject({ id: existing!.id, email, name: 'Grace' })
    expect((await accountsOf(existing!.id)).map((row) => row.providerId)).toContain('oidc')
  })

  it.each([
    ['false', false, 'account_not_linked'],
    ['missing', undefined, 'account_not_linked'],
    // better-auth alone would take this string for a yes; the product's check does not.
    ['the string "false"', 'false', 'email_not_verified'],
  ])('does not link to an existing account when the address is not verified (%s)', async (_label, verified, error) => {
    const email = uniqueEmail('existing-unverified')
    await harness.signIn(email)
    const existing = await userByEmail(email)

    const { location, signedIn } = await signInWithProvider({
      sub: `sub-${crypto.randomUUID()}`,
      email,
      email_verified: verified,
    })
    expect(errorOf(location)).toBe(error)
    expect(location.startsWith(`${errorCallback}?`)).toBe(true)
    expect(loginErrorKind(errorOf(location))).toBe('unknown_error')
    expect(signedIn).toBe(false)
    expect((await accountsOf(existing!.id)).map((row) => row.providerId)).not.toContain('oidc')
  })

  it('does not link when the existing account never verified its own address', async () => {
    const email = uniqueEmail('local-unverified')
    await harness.signIn(email)
    const existing = await userByEmail(email)
    await harness.db.update(user).set({ emailVerified: false }).where(eq(user.id, existing!.id))

    const { location, signedIn } = await signInWithProvider({
      sub: 'sub-local-unverified',
      email,
      email_verified: true,
    })
    expect(errorOf(location)).toBe('account_not_linked')
    expect(signedIn).toBe(false)
  })

  describe('with sign-up switched off', () => {
    it('refuses an unknown address: signup_disabled', async () => {
      const email = uniqueEmail('closed')
      const { location, signedIn } = await signInWithProvider(
        { sub: 'sub-closed', email, email_verified: true },
        { auth: closed },
      )
      expect(location).toBe(`${errorCallback}?error=signup_disabled`)
      expect(loginErrorKind(errorOf(location))).toBe('signup_disabled')
      expect(signedIn).toBe(false)
      expect(await userByEmail(email)).toBeUndefined()
    })

    it('refuses it too when the client asks for a sign-up explicitly (requestSignUp): the product hook', async () => {
      const email = uniqueEmail('closed-request')
      const { location, signedIn } = await signInWithProvider(
        { sub: 'sub-closed-request', email, email_verified: true },
        { auth: closed, body: { requestSignUp: true } },
      )
      expect(errorOf(location)).toBe('SIGNUP_DISABLED')
      expect(loginErrorKind(errorOf(location))).toBe('signup_disabled')
      expect(signedIn).toBe(false)
      expect(await userByEmail(email)).toBeUndefined()
    })

    it('still signs in an existing account, linking a verified address', async () => {
      const email = uniqueEmail('closed-existing')
      await harness.signIn(email)
      const { location, signedIn, send } = await signInWithProvider(
        { sub: 'sub-closed-existing', email, email_verified: true },
        { auth: closed },
      )
      expect(location).toBe(callback)
      expect(signedIn).toBe(true)
      expect((await sessionOf(send))?.user.email).toBe(email)
    })
  })

  it('sends a cancel at the provider to access_denied', async () => {
    provider.cancelNext()
    const { location, signedIn } = await signInWithProvider({
      sub: 'sub-cancel',
      email: uniqueEmail('cancel'),
      email_verified: true,
    })
    expect(errorOf(location)).toBe('access_denied')
    expect(loginErrorKind(errorOf(location))).toBe('access_denied')
    expect(signedIn).toBe(false)
  })

  it('sends a banned account to access_denied', async () => {
    const email = uniqueEmail('banned')
    await signInWithProvider({ sub: 'sub-banned', email, email_verified: true, name: 'Banned' })
    await harness.db.update(user).set({ banned: true }).where(eq(user.email, email))
    const { location, signedIn } = await signInWithProvider({ sub: 'sub-banned', email, email_verified: true })
    expect(errorOf(location)).toBe('BANNED_USER')
    expect(loginErrorKind(errorOf(location))).toBe('access_denied')
    expect(signedIn).toBe(false)
  })

  it('sends a failed code exchange (the token endpoint answers 500) to unknown_error', async () => {
    provider.failNextTokenRequest()
    const { location, signedIn } = await signInWithProvider({
      sub: 'sub-500',
      email: uniqueEmail('token-500'),
      email_verified: true,
    })
    expect(errorOf(location)).toBe('invalid_code')
    expect(loginErrorKind(errorOf(location))).toBe('unknown_error')
    expect(signedIn).toBe(false)
  })

  it("sends a callback with a forged state to the product error page (onAPIError), not better-auth's", async () => {
    const response = await harness.auth.handler(
      new Request(`${TEST_BASE_URL}/api/auth/callback/oidc?code=abc&state=forged`, { redirect: 'manual' }),
    )
    expect(response.status).toBe(302)
    const location = response.headers.get('location') ?? ''
    expect(location.startsWith(`${TEST_BASE_URL}/login/error?error=`)).toBe(true)
    expect(loginErrorKind(errorOf(location))).toBe('unknown_error')
  })

  it('e-mails the person when the provider signs them in from a browser new to the account, naming the provider', async () => {
    const email = uniqueEmail('new-device')
    await harness.signIn(email)
    const since = harness.sink.received.length

    const jar = new Map<string, string>()
    const person = { sub: 'sub-new-device', email, email_verified: true }
    const { signedIn, send } = await signInWithProvider(person, { jar })
    expect(signedIn).toBe(true)
    await noticesSettled()
    const alerts = harness.sink.received.slice(since).filter((mail) => mail.to.includes(email))
    expect(alerts.map((mail) => mail.subject)).toEqual(['New sign-in to your Threshold account'])
    expect(alerts[0]!.text).toContain('Signed in with: Acme SSO\n')

    // The callback's redirect set the device cookie: the same browser signing in again is known.
    expect((await send(`${TEST_BASE_URL}/api/auth/sign-out`, { method: 'POST' })).status).toBe(200)
    const again = harness.sink.received.length
    expect((await signInWithProvider(person, { jar })).signedIn).toBe(true)
    await noticesSettled()
    expect(harness.sink.received.slice(again).filter((mail) => mail.to.includes(email))).toEqual([])
  })
})
