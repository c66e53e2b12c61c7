import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { OidcProvider, type ProviderUser } from './fixtures/oidc-provider'
import { ports } from './fixtures/ports'
import { ServerProcess, copyBuild } from './fixtures/processes'
import { type SmtpSink, extractCode, startSmtpSink } from './fixtures/smtp-sink'
import { codeInput, expect, hydrated, requestCodeOnLoginPage, test } from './fixtures/test'

/**
 * Sign-in with an OpenID Connect provider and with GitHub, in the browser, against production servers started
 * here: a real provider (oauth2-mock-server on 127.0.0.1, discovery, RS256 ID tokens, PKCE) and two servers on
 * PGlite, one with sign-up on (OIDC "Acme SSO" and GitHub configured), one with sign-up off (OIDC only).
 * The provider signs in whoever a test names (signInAs) without asking, as a person already signed in there.
 * The cases behind each error are covered without a browser in src/features/auth/social-sign-in.integration.test.ts.
 */
// Ports of their own next to the e2e web server's (E2E_PORT), so that runs on other ports never meet.
const PROVIDER_PORT = ports.web + 80
const OPEN_PORT = ports.web + 81
const CLOSED_PORT = ports.web + 82

// One provider and two servers for the whole file: its tests run one after another, in one worker.
// Every test goes through a provider and one or two full page loads per step: on a busy machine that takes a while.
test.describe.configure({ mode: 'serial', timeout: 60_000 })

const PROVIDER_NAME = 'Acme SSO'
const GITHUB_CLIENT_ID = 'Iv1.threshold-e2e'

type Server = ServerProcess & { name: 'sign-up on' | 'sign-up off'; dataDir: string }

test.describe('social and OpenID Connect sign-in', () => {
  let provider: OidcProvider
  let sink: SmtpSink
  let build: string
  /** Sign-up on; OpenID Connect and GitHub configured. */
  let open: Server
  /** Sign-up off; OpenID Connect only. */
  let closed: Server

  test.beforeAll(async () => {
    test.setTimeout(120_000)
    // The provider first: the servers read its discovery document when they start.
    provider = await OidcProvider.start(PROVIDER_PORT)
    sink = await startSmtpSink()
    build = copyBuild()
    const start = (name: Server['name'], port: number, env: Record<string, string>) => {
      const dataDir = mkdtempSync(join(tmpdir(), 'threshold-oidc-db-'))
      const server = new ServerProcess(
        port,
        {
          DATABASE_URL: '',
          PGLITE_DATA_DIR: join(dataDir, 'db'),
          EMAIL_SERVER: sink.url,
          TRUSTED_PROXY_HEADER: 'x-forwarded-for',
          OIDC_ISSUER: provider.issuer,
          OIDC_CLIENT_ID: 'threshold-e2e',
          OIDC_CLIENT_SECRET: 'threshold-e2e-secret',
          OIDC_NAME: PROVIDER_NAME,
          ...env,
        },
        build,
      )
      return Object.assign(server, { name, dataDir })
    }
    open = start('sign-up on', OPEN_PORT, {
      AUTH_SIGNUP_ENABLED: 'true',
      GITHUB_CLIENT_ID,
      GITHUB_CLIENT_SECRET: 'github-e2e-secret',
    })
    closed = start('sign-up off', CLOSED_PORT, { AUTH_SIGNUP_ENABLED: 'false' })
    await Promise.all([open.waitFor('/api/ready', 200, 90_000), closed.waitFor('/api/ready', 200, 90_000)])
  })

  // eslint-disable-next-line no-empty-pattern -- Playwright requires a destructured first argument
  test.afterEach(async ({}, testInfo) => {
    if (testInfo.status === testInfo.expectedStatus) return
    for (const server of [open, closed])
      if (server)
        await testInfo.attach(`server (${server.name}) output`, { body: server.output, contentType: 'text/plain' })
  })

  test.afterAll(async () => {
    await Promise.all([open?.kill(), closed?.kill()])
    await provider?.stop()
    await sink?.close()
    for (const server of [open, closed]) if (server) rmSync(server.dataDir, { recursive: true, force: true })
    if (build) rmSync(build, { recursive: true, force: true })
  })

  let counter = 0
  /** A fresh address and provider subject nobody used before. */
  function person(label: string, claims: Partial<ProviderUser> = {}): ProviderUser & { email: string } {
    const id = `${label}-${Date.now().toString(36)}-${++counter}`
    return { sub: `acme|${id}`, email: `${id}@example.com`, email_verified: true, ...claims }
  }

  const providerButton = (page: Page) => page.getByRole('link', { name: `Continue with ${PROVIDER_NAME}` })
  const githubButton = (page: Page) => page.getByRole('link', { name: 'Continue with GitHub' })

  /** Opens `path` (a sign-in page) on `server` and clicks the provider's button (a link to /login/provider). */
  async function continueWithProvider(page: Page, server: Server, path = '/login') {
    await page.goto(server.url + path)
    await providerButton(page).click()
  }

  /** Who the browser is signed in as on `server` (better-auth's session), or null. */
  async function sessionOn(page: Page, server: Server) {
    const response = await page.request.get(`${server.url}/api/auth/get-session`)
    expect(response.status()).toBe(200)
    return (await response.json()) as { user: { id: string; email: string; name: string } } | null
  }

  /** The sign-in methods of the signed-in account: better-auth's account rows (provider, account id). */
  async function accountsOn(page: Page, server: Server) {
    const response = await page.request.get(`${server.url}/api/auth/list-accounts`)
    expect(response.status()).toBe(200)
    return ((await response.json()) as { providerId: string; accountId: string }[]).map(
      (row) => `${row.providerId}:${row.accountId}`,
    )
  }

  /** Creates an account on `server` the usual way: e-mail code, then the name at onboarding. Signs out after. */
  async function accountByEmailCode(page: Page, server: Server, email: string, name: string) {
    await page.goto(`${server.url}/login`)
    const since = sink.received.length
    await requestCodeOnLoginPage(page, email)
    const code = extractCode(await sink.waitForEmail(email, { since, withCode: true }))
    await codeInput(page).fill(code)
    await expect(page).toHaveURL(/\/onboarding/)
    await hydrated(page.getByLabel('Name'))
    await page.getByLabel('Name').fill(name)
    await page.getByRole('button', { name: 'Continue' }).click()
    await expect(page).toHaveURL(`${server.url}/app`)
    const session = await sessionOn(page, server)
    expect(session?.user).toMatchObject({ email, name })
    await page.context().clearCookies()
    return session!.user.id
  }

  async function expectLoginError(page: Page, server: Server, error: string, title: string, description: string) {
    await expect(page).toHaveURL(new RegExp(`^${server.url}/login/error\\?error=${error}(&|$)`))
    await expect(page.getByRole('heading', { name: title })).toBeVisible()
    await expect(page.getByText(description)).toBeVisible()
    expect(await sessionOn(page, server)).toBeNull()
  }

  test('a button per configured provider, none without provider settings', async ({ page }) => {
    // The e2e web server has no GITHUB_* nor OIDC_* settings.
    await page.goto('/login')
    await expect(page.getByRole('button', { name: 'Send me a code' })).toBeVisible()
    await expect(page.getByRole('link', { name: /^Continue with/ })).toHaveCount(0)
    await expect(page.getByText('or continue with')).toHaveCount(0)

    await page.goto(`${closed.url}/login`)
    await expect(providerButton(page)).toBeVisible()
    await expect(githubButton(page)).toHaveCount(0)

    await page.goto(`${open.url}/login`)
    await expect(providerButton(page)).toBeVisible()
    await expect(githubButton(page)).toBeVisible()
  })

  test('a new account without a name goes through onboarding, then to the redirect', async ({ page }) => {
    const someone = person('nameless')
    provider.signInAs(someone)
    const asked = provider.authorizeRequests.length
    await continueWithProvider(page, open, '/login?redirect=%2Fapp%2Frepositories%3Fpage%3D1')

    await expect(page).toHaveURL(`${open.url}/onboarding?redirect=%2Fapp%2Frepositories%3Fpage%3D1`)
    await expect(page.getByTestId('onboarding-email')).toHaveText(`Signed in as ${someone.email}`)
    // The browser went to the provider with the code flow, PKCE and this server's callback.
    const request = provider.authorizeRequests[asked]
    expect(request?.searchParams.get('client_id')).toBe('threshold-e2e')
    expect(request?.searchParams.get('redirect_uri')).toBe(`${open.url}/api/auth/callback/oidc`)
    expect(request?.searchParams.get('code_challenge_method')).toBe('S256')

    await hydrated(page.getByLabel('Name'))
    await page.getByLabel('Name').fill('Nadia Nameless')
    await page.getByRole('button', { name: 'Continue' }).click()
    await expect(page).toHaveURL(`${open.url}/app/repositories?page=1`)
    const session = await sessionOn(page, open)
    expect(session?.user).toMatchObject({ email: someone.email, name: 'Nadia Nameless' })
    expect(await accountsOn(page, open)).toEqual([`oidc:${someone.sub}`])

    // Signed out, the same provider account comes back to the same account, straight to the user area.
    await page.context().clearCookies()
    await continueWithProvider(page, open)
    await expect(page).toHaveURL(`${open.url}/app`)
    expect((await sessionOn(page, open))?.user.id).toBe(session?.user.id)
  })

  test('a new account with a name goes straight to the redirect', async ({ page }) => {
    const someone = person('named', { name: 'Ada Lovelace' })
    provider.signInAs(someone)
    await continueWithProvider(page, open, '/login?redirect=%2Fapp%2Faccount')

    await expect(page).toHaveURL(`${open.url}/app/account`)
    await expect(page.getByTestId('account-name')).toHaveText('Ada Lovelace')
    await expect(page.getByTestId('account-email')).toHaveText(someone.email)
  })

  test('an existing account is linked when the provider verified the address', async ({ page }) => {
    const someone = person('existing', { name: 'Provider Name' })
    const userId = await accountByEmailCode(page, open, someone.email, 'Grace Existing')

    provider.signInAs(someone)
    await continueWithProvider(page, open, '/login?redirect=%2Fapp%2Faccount')

    // The same account (same id, its own name kept), with the provider account linked to it.
    await expect(page).toHaveURL(`${open.url}/app/account`)
    await expect(page.getByTestId('account-name')).toHaveText('Grace Existing')
    await expect(page.getByTestId('account-email')).toHaveText(someone.email)
    expect((await sessionOn(page, open))?.user.id).toBe(userId)
    expect(await accountsOn(page, open)).toContain(`oidc:${someone.sub}`)
  })

  test('an existing account is not linked when the provider did not verify the address', async ({ page }) => {
    const someone = person('unverified', { email_verified: false })
    await accountByEmailCode(page, open, someone.email, 'Victor Victim')

    provider.signInAs(someone)
    await continueWithProvider(page, open)
    // better-auth refuses the link (account_not_linked); the page does not say that an account exists.
    await expectLoginError(
      page,
      open,
      'account_not_linked',
      'Something went wrong',
      'Failed to login, please try again',
    )

    // The account's owner, signing in by code, finds no provider account linked to it.
    await page.goto(`${open.url}/login`)
    const since = sink.received.length
    await requestCodeOnLoginPage(page, someone.email)
    await codeInput(page).fill(extractCode(await sink.waitForEmail(someone.email, { since, withCode: true })))
    await expect(page).toHaveURL(`${open.url}/app`)
    expect(await accountsOn(page, open)).not.toContainEqual(expect.stringMatching(/^oidc:/))
  })

  test('a new account is not created from an address the provider did not verify', async ({ page }) => {
    const someone = person('unverified-new', { email_verified: false, name: 'Mallory' })
    provider.signInAs(someone)
    await continueWithProvider(page, open)
    await expectLoginError(
      page,
      open,
      'email_not_verified',
      'Something went wrong',
      'Failed to login, please try again',
    )

    // Nobody has the address: its first e-mail code sign-in creates the account (onboarding asks for the name).
    await page.goto(`${open.url}/login`)
    const since = sink.received.length
    await requestCodeOnLoginPage(page, someone.email)
    await codeInput(page).fill(extractCode(await sink.waitForEmail(someone.email, { since, withCode: true })))
    await expect(page).toHaveURL(/\/onboarding/)
    expect(await accountsOn(page, open)).not.toContainEqual(expect.stringMatching(/^oidc:/))
  })

  test('cancelling at the provider ends on Access Denied', async ({ page }) => {
    provider.signInAs(person('cancel'))
    provider.cancelNext()
    await continueWithProvider(page, open)
    await expectLoginError(page, open, 'access_denied', 'Access Denied', 'Not able to login, please try again')
  })

  test('with sign-up off, an unknown address ends on Account not found', async ({ page }) => {
    provider.signInAs(person('closed', { name: 'Nobody Yet' }))
    await continueWithProvider(page, closed)
    await expectLoginError(page, closed, 'signup_disabled', 'Account not found', 'You need an account to login')
  })

  test('another failure at the provider (the token endpoint answers 500) ends on Something went wrong', async ({
    page,
  }) => {
    provider.signInAs(person('token-500'))
    provider.failNextTokenRequest()
    await continueWithProvider(page, open)
    await expectLoginError(page, open, 'invalid_code', 'Something went wrong', 'Failed to login, please try again')
  })

  test('GitHub: the button sends the browser to GitHub with the client id, the callback URL and a state', async ({
    page,
  }) => {
    const github = new Promise<URL>((resolve) => {
      void page.route('https://github.com/**', async (route) => {
        resolve(new URL(route.request().url()))
        await route.abort()
      })
    })
    await page.goto(`${open.url}/login?redirect=%2Fapp%2Faccount`)
    await githubButton(page).click()

    const authorize = await github
    expect(`${authorize.origin}${authorize.pathname}`).toBe('https://github.com/login/oauth/authorize')
    expect(authorize.searchParams.get('client_id')).toBe(GITHUB_CLIENT_ID)
    expect(authorize.searchParams.get('redirect_uri')).toBe(`${open.url}/api/auth/callback/github`)
    expect(authorize.searchParams.get('state')).toMatch(/^\S{16,}$/)
    expect(authorize.searchParams.get('scope')?.split(' ')).toContain('user:email')
  })
})
