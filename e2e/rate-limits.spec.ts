import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { appConfig } from '../app.config'
import { OidcProvider } from './fixtures/oidc-provider'
import { ports } from './fixtures/ports'
import { ServerProcess, copyBuild } from './fixtures/processes'
import { rateLimitText, retryAfterOf } from './fixtures/rate-limit-text'
import { codeInput, expect, hydrated, newEmail, signIn, test, user } from './fixtures/test'

/**
 * What people behind one address (an office, a school, a mobile network) can do before a rate limit refuses them,
 * and what they read when it does (docs/decisions/031). The production server trusts X-Forwarded-For, so each test
 * poses as one address of its own (the `clientIp` fixture, or an address named here).
 */
const { perPath, providerSignIn, sendCode } = appConfig.rateLimit

/** The sign-in page's alert says how long to wait: the seconds it was sent back with, in the page's language. */
async function expectWaitOnPage(page: Page, language: Parameters<typeof rateLimitText>[0], window: number) {
  const seconds = retryAfterOf(page)
  expect(seconds).toBeGreaterThan(0)
  expect(seconds).toBeLessThanOrEqual(window)
  await expect(page.getByRole('alert')).toHaveText(rateLimitText(language, seconds))
}

/** Spends the allowance of `path` for this browser's address, with requests of its own (its cookies, its address). */
async function spend(page: Page, baseURL: string, path: string, times: number, body: () => Record<string, unknown>) {
  for (let n = 0; n < times; n++) {
    const response = await page.request.post(`/api/auth${path}`, { data: body(), headers: { origin: baseURL } })
    expect(response.status(), `request ${n + 1} to ${path}`).not.toBe(429)
  }
}

test.describe('over a limit, the sign-in pages say how long to wait', () => {
  test('a code request, in English: the address typed is kept', async ({ page, baseURL }) => {
    await spend(page, baseURL!, '/email-otp/send-verification-otp', sendCode.max, () => ({
      email: newEmail('spent'),
      type: 'sign-in',
    }))
    await page.goto('/login')
    const email = newEmail('refused')
    await hydrated(page.locator('form'))
    await page.getByLabel('Email', { exact: true }).fill(email)
    await page.getByRole('button', { name: 'Send me a code' }).click()

    await expect(page).toHaveURL(/\/login\?.*error=RATE_LIMITED/)
    await expectWaitOnPage(page, 'en', sendCode.window)
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email)
  })

  test('a code request, in French', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'i18next', value: 'fr', url: baseURL! }])
    await spend(page, baseURL!, '/email-otp/send-verification-otp', sendCode.max, () => ({
      email: newEmail('spent'),
      type: 'sign-in',
    }))
    await page.goto('/login')
    const email = newEmail('refuse')
    await hydrated(page.locator('form'))
    await page.getByLabel('Adresse e-mail', { exact: true }).fill(email)
    await page.getByRole('button', { name: 'Recevoir un code' }).click()

    await expect(page).toHaveURL(/\/login\?.*error=RATE_LIMITED/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
    await expectWaitOnPage(page, 'fr', sendCode.window)
    await expect(page.getByLabel('Adresse e-mail', { exact: true })).toHaveValue(email)
  })

  for (const language of ['en', 'ar'] as const) {
    test(`a code check, in ${language === 'en' ? 'English' : 'Arabic'}: still on the verify page of the address`, async ({
      page,
      context,
      baseURL,
    }) => {
      await context.addCookies([{ name: 'i18next', value: language, url: baseURL! }])
      const email = newEmail('checks')
      await spend(page, baseURL!, '/sign-in/email-otp', sendCode.max, () => ({ email, otp: '000000' }))
      await page.goto(`/login/verify?email=${encodeURIComponent(email)}`)
      // Six characters send the code by themselves (the page's script).
      await (await hydrated(codeInput(page))).fill('123456')

      await expect(page).toHaveURL(/\/login\/verify\?.*error=RATE_LIMITED/)
      await expectWaitOnPage(page, language, sendCode.window)
      await expect(page.getByTestId('verify-description')).toContainText(email)
    })
  }
})

test.describe('over a limit, the application says how long to wait', () => {
  test('a server function (a code for a new address), in the form', async ({ page, baseURL }) => {
    test.slow() // a sign-in with a real e-mail, onboarding, then the account page
    await signIn(page, newEmail('mover'), { startAt: '/login?redirect=%2Fapp%2Faccount' })
    await (await hydrated(page.getByLabel('Name', { exact: true }))).fill('Ada Mover')
    await page.getByRole('button', { name: 'Continue' }).click()
    await expect(page).toHaveURL(/\/app\/account$/)

    await spend(page, baseURL!, '/email-otp/request-email-change', sendCode.max, () => ({
      newEmail: newEmail('elsewhere'),
    }))
    const section = page.getByRole('region', { name: 'Email address' })
    await (await hydrated(section.getByLabel('New email address'))).fill(newEmail('next'))
    await section.getByRole('button', { name: 'Send a code' }).click()

    const alert = section.getByRole('alert')
    await expect(alert).toHaveText(/^Too many attempts\. Try again in \d+ seconds?\.$/)
    const seconds = Number((await alert.textContent())?.match(/\d+/)?.[0])
    expect(seconds).toBeLessThanOrEqual(sendCode.window)
    await expect(alert).toHaveText(rateLimitText('en', seconds))
  })

  test("better-auth's client (signing out), in a toast", async ({ page, baseURL, clientIp }) => {
    await signIn(page, user.email)
    const sidebar = page.getByRole('complementary', { name: 'Sidebar' })
    await (await hydrated(sidebar.getByRole('button', { name: 'Logout' }))).click()
    const confirm = page.getByRole('dialog', { name: 'Are you sure?' }).getByRole('button', { name: 'Sign out' })
    await expect(confirm).toBeVisible()

    // Someone else at the same address has just spent the allowance of the sign-out path (general rule). The window
    // is fixed from its first request: when spending it took a slow machine more than half the window, spend a
    // fresh one, so that the person's click surely lands inside it.
    const signOut = () =>
      fetch(`${baseURL}/api/auth/sign-out`, {
        method: 'POST',
        headers: { 'X-Forwarded-For': clientIp, origin: baseURL! },
      })
    let windowLeft = 0
    for (let attempt = 1; windowLeft < perPath.window / 2; attempt++) {
      expect(attempt, 'windows spent').toBeLessThanOrEqual(3)
      if (windowLeft > 0) await page.waitForTimeout((windowLeft + 1) * 1000)
      const allowed = await Promise.all(Array.from({ length: perPath.max }, async () => (await signOut()).status))
      expect(allowed.filter((status) => status === 429)).toEqual([])
      const refused = await signOut()
      expect(refused.status).toBe(429)
      windowLeft = Number(refused.headers.get('x-retry-after'))
    }
    await confirm.click()

    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Too many attempts' })
    await expect(toast).toHaveText(/Too many attempts\. Try again in \d+ seconds?\./)
    const seconds = Number((await toast.textContent())?.match(/in (\d+)/)?.[1])
    expect(seconds).toBeLessThanOrEqual(perPath.window)
    await expect(toast).toContainText(rateLimitText('en', seconds))
    // Still signed in, on the page.
    await expect(page).toHaveURL(/\/app$/)
  })
})

// A provider and a server of their own, next to the e2e web server's port (as e2e/oidc.spec.ts does).
const PROVIDER_PORT = ports.web + 74
const SERVER_PORT = ports.web + 75

test.describe('sign-in with a provider from one shared address', () => {
  // Thirteen browsers at once beside the rest of the suite: more than 2 minutes on a loaded 2-core machine.
  test.describe.configure({ mode: 'serial', timeout: 180_000 })
  let provider: OidcProvider
  let server: ServerProcess
  let build: string
  let dataDir: string

  test.beforeAll(async () => {
    test.setTimeout(120_000)
    provider = await OidcProvider.start(PROVIDER_PORT)
    build = copyBuild()
    dataDir = mkdtempSync(join(tmpdir(), 'threshold-rate-limits-db-'))
    server = new ServerProcess(
      SERVER_PORT,
      {
        DATABASE_URL: '',
        PGLITE_DATA_DIR: join(dataDir, 'db'),
        TRUSTED_PROXY_HEADER: 'x-forwarded-for',
        OIDC_ISSUER: provider.issuer,
        OIDC_CLIENT_ID: 'threshold-e2e',
        OIDC_CLIENT_SECRET: 'threshold-e2e-secret',
        OIDC_NAME: 'Acme SSO',
        LOG_LEVEL: 'warn',
      },
      build,
    )
    await server.waitFor('/api/ready', 200, 90_000)
  })

  // eslint-disable-next-line no-empty-pattern -- Playwright requires a destructured first argument
  test.afterEach(async ({}, testInfo) => {
    if (testInfo.status !== testInfo.expectedStatus && server)
      await testInfo.attach('server output', { body: server.output, contentType: 'text/plain' })
  })

  test.afterAll(async () => {
    await server?.kill()
    await provider?.stop()
    if (dataDir) rmSync(dataDir, { recursive: true, force: true })
    if (build) rmSync(build, { recursive: true, force: true })
  })

  test('a dozen people behind one address all reach the provider and sign in, at once', async ({ browser }) => {
    const office = '198.51.100.23'
    const person = {
      sub: 'acme|office-worker',
      email: `office-${Date.now().toString(36)}@example.com`,
      email_verified: true,
      name: 'Office Worker',
    }
    provider.signInAs(person)
    // The subject is the server's limits: the browsers run no script (the provider's sign-in needs none), or the page
    // each lands on would hydrate in thirteen browsers at once on the machine's cores.
    const open = async () => {
      const context = await browser.newContext({
        extraHTTPHeaders: { 'X-Forwarded-For': office },
        javaScriptEnabled: false,
      })
      const page = await context.newPage()
      await page.goto(`${server.url}/login`)
      return page
    }
    // The account exists first, so that the people after it only sign in (no two creating it at the same time).
    const first = await open()
    await first.getByRole('link', { name: 'Continue with Acme SSO' }).click()
    await expect(first).toHaveURL(`${server.url}/app`)

    const people = await Promise.all(Array.from({ length: 12 }, open))
    const reached = provider.authorizeRequests.length
    await Promise.all(people.map((page) => page.getByRole('link', { name: 'Continue with Acme SSO' }).click()))
    for (const page of people) await expect(page).toHaveURL(`${server.url}/app`, { timeout: 60_000 })
    expect(provider.authorizeRequests.length - reached).toBe(people.length)
    for (const page of [first, ...people]) await page.context().close()
  })

  test('over the limit, a callback from the provider lands on the sign-in page, which says how long to wait', async ({
    browser,
  }) => {
    const flood = '198.51.100.99'
    const context = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': flood } })
    const callback = `${server.url}/api/auth/callback/oidc?state=forged&code=forged`
    for (let batch = 0; batch < providerSignIn.max; batch += 50) {
      await Promise.all(
        Array.from({ length: Math.min(50, providerSignIn.max - batch) }, () =>
          context.request.get(callback, { maxRedirects: 0 }),
        ),
      )
    }
    const page = await context.newPage()
    await page.goto(callback)

    await expect(page).toHaveURL(new RegExp(`^${server.url}/login\\?error=RATE_LIMITED&retryAfter=\\d+$`))
    await expectWaitOnPage(page, 'en', providerSignIn.window)
    await expect(page.getByRole('link', { name: 'Continue with Acme SSO' })).toBeVisible()
    await context.close()
  })
})
