import { rmSync } from 'node:fs'
import type { Browser, BrowserContext, Page } from '@playwright/test'
import postgres from 'postgres'
import { fromCrossJSON } from 'seroval'
import { OidcProvider } from './fixtures/oidc-provider'
import { ports } from './fixtures/ports'
import { PostgresCluster, ServerProcess, copyBuild, runScript } from './fixtures/processes'
import { callServerFunction, serverFunctionPath } from './fixtures/server-functions'
import { admin, codeSentTo, expect, hydrated, inbox, newEmail, signIn, test } from './fixtures/test'

/**
 * Sensitive actions after the sign-in has aged: a server of its own on a PostgreSQL cluster of its own, sending its
 * e-mails to the suite's SMTP sink, so that a test ages a sign-in in the database instead of waiting out the step-up
 * maximum age. Its ports sit next to the e2e web server's (E2E_PORT).
 */
const SERVER_PORT = ports.web + 72
const DATABASE_PORT = ports.web + 73
/** The organisations' identity provider of the single sign-on case, which the server may reach. */
const PROVIDER_PORT = ports.web + 74

test.describe.configure({ mode: 'serial', timeout: 60_000 })

let cluster: PostgresCluster
let database: postgres.Sql
let build: string
let server: ServerProcess

test.beforeAll(async () => {
  test.setTimeout(120_000)
  cluster = new PostgresCluster(DATABASE_PORT)
  cluster.start()
  build = copyBuild()
  const env = {
    DATABASE_URL: cluster.url,
    EMAIL_SERVER: `smtp://127.0.0.1:${ports.smtp}`,
    TRUSTED_PROXY_HEADER: 'x-forwarded-for',
    AUTH_PASSWORD_ENABLED: 'true',
    SSO_TRUSTED_ORIGINS: `http://localhost:${PROVIDER_PORT}`,
  }
  runScript('db:seed', env)
  server = new ServerProcess(SERVER_PORT, env, build)
  database = postgres(cluster.url, { max: 1 })
  await server.waitFor('/api/ready', 200, 60_000)
})

test.afterAll(async () => {
  await database?.end()
  await server?.kill()
  cluster?.stop()
  if (cluster) rmSync(cluster.dir, { recursive: true, force: true })
  rmSync(build, { recursive: true, force: true })
})

// eslint-disable-next-line no-empty-pattern -- Playwright requires a destructured first argument
test.afterEach(async ({}, testInfo) => {
  if (testInfo.status !== testInfo.expectedStatus)
    await testInfo.attach('server output', { body: server.output, contentType: 'text/plain' })
})

/** A browser of its own on the step-up server, signed in as `email`. */
async function signedInBrowser(browser: Browser, clientIp: string, email: string, startAt?: string) {
  const context = await browser.newContext({
    baseURL: server.url,
    locale: 'en-US',
    timezoneId: 'UTC',
    extraHTTPHeaders: { 'X-Forwarded-For': clientIp },
  })
  const page = await context.newPage()
  await signIn(page, email, startAt ? { startAt } : undefined)
  return { context, page }
}

/** Moves every sign-in of `email` a day back, past any step-up maximum age, as if the person had waited that long. */
async function ageSignIns(email: string) {
  const aged = await database`
    update session set created_at = created_at - interval '1 day'
    where user_id = (select id from "user" where email = ${email})`
  expect(aged.count).toBeGreaterThan(0)
}

const stepUpDialog = (page: Page) => page.getByRole('dialog', { name: "Confirm it's you" })

/** Answers the dialog with the code it sends to `email`; `mistypedFirst`: after a wrong one, which it refuses. */
async function confirmWithCode(page: Page, email: string, { mistypedFirst = false } = {}) {
  const dialog = stepUpDialog(page)
  await expect(dialog).toBeVisible()
  const since = await inbox.count()
  await dialog.getByRole('button', { name: `Send a code to ${email}` }).click()
  await expect(dialog.getByText(`Enter the code we sent to ${email}.`)).toBeVisible()
  const code = await codeSentTo(email, since)
  const field = dialog.locator('input[autocomplete="one-time-code"]')
  if (mistypedFirst) {
    await field.fill(code.replace(/\d/g, (digit) => String((Number(digit) + 1) % 10)))
    await expect(dialog.getByText('This code is not right. Check the e-mail and try again.')).toBeVisible()
    await expect(field).toHaveValue('')
  }
  await field.fill(code)
  await expect(dialog).toHaveCount(0)
}

async function cookieHeader(context: BrowserContext) {
  return (await context.cookies()).map((cookie) => `${cookie.name}=${cookie.value}`).join('; ')
}

test('permission matrix: every sensitive action refuses an aged sign-in with the step-up answer', async ({
  browser,
  clientIp,
}) => {
  const { context } = await signedInBrowser(browser, clientIp, admin.email)
  const headers = { cookie: await cookieHeader(context), 'x-forwarded-for': clientIp }

  const reference = await callServerFunction(server.url, serverFunctionPath('getApiReference', build), {
    method: 'GET',
    headers,
  })
  expect(reference.status).toBe(200)
  const { result } = fromCrossJSON(JSON.parse(await reference.text()), { refs: new Map() }) as {
    result: { functions: Array<{ name: string; method: 'GET' | 'POST'; stepUp: boolean }> }
  }
  const sensitive = result.functions.filter((fn) => fn.stepUp)
  expect(sensitive.map((fn) => fn.name).sort()).toEqual([
    'banUser',
    'claimOrganizationDomain',
    'connectOidcProvider',
    'connectOidcProviderAsManager',
    'connectSamlProvider',
    'connectSamlProviderAsManager',
    'createMyApiKey',
    'createOrganizationApiKey',
    'createScimToken',
    'createWebhookEndpoint',
    'deleteAccount',
    'deleteUser',
    'enableWebhookEndpoint',
    'markOrganizationDomainVerified',
    'removeOrganizationDomain',
    'removeOrganizationDomainAsManager',
    'removePasskey',
    'removeSsoProvider',
    'removeSsoProviderAsManager',
    'removeUserPasskeys',
    'requestEmailChange',
    'revokeOtherSessions',
    'revokeScimToken',
    'revokeSession',
    'revokeUserSession',
    'revokeUserSessions',
    'setSamlIdpInitiated',
    'setSsoAdminGroup',
    'setSsoPolicy',
    'setUserPassword',
  ])

  const call = (name: string, method: 'GET' | 'POST', data: unknown) =>
    callServerFunction(server.url, serverFunctionPath(name, build), { method, data, headers })

  // Fresh: past the check, an input nobody accepts is refused by the validator (nothing done).
  const fresh = await Promise.all(sensitive.map((fn) => call(fn.name, fn.method, { unexpected: true })))
  for (const [index, answer] of fresh.entries()) expect(answer.status, sensitive[index]!.name).toBe(400)

  await ageSignIns(admin.email)
  for (const fn of sensitive) {
    const answer = await call(fn.name, fn.method, { unexpected: true })
    expect(answer.status, fn.name).toBe(403)
    expect(answer.headers.get('x-step-up'), fn.name).toBe('required')
    expect(await answer.text(), fn.name).toContain('auth:stepUp.required')
  }
  for (const [path, body] of [
    ['/api/auth/passkey/generate-register-options', undefined],
    ['/api/auth/admin/impersonate-user', { userId: 'anyone' }],
    ['/api/auth/email-otp/request-email-change', { newEmail: newEmail('stale') }],
  ] as const) {
    const answer = await fetch(server.url + path, {
      method: body ? 'POST' : 'GET',
      headers: { ...headers, origin: server.url, 'content-type': 'application/json' },
      body: body && JSON.stringify(body),
    })
    expect(answer.status, path).toBe(403)
    expect(answer.headers.get('x-step-up'), path).toBe('required')
  }
  await context.close()
})

test('a person changing their e-mail address confirms it is them, and the change goes on with what they typed', async ({
  browser,
  clientIp,
}) => {
  const email = newEmail('step-up')
  const { context, page } = await signedInBrowser(
    browser,
    clientIp,
    email,
    `/login?redirect=${encodeURIComponent('/app/account')}`,
  )
  await (await hydrated(page.getByLabel('Name', { exact: true }))).fill('Step Up')
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page).toHaveURL(/\/app\/account$/)
  await hydrated(page.getByRole('region', { name: 'Email address' }))
  await ageSignIns(email)

  const nextEmail = newEmail('step-up-next')
  const section = page.getByRole('region', { name: 'Email address' })
  await section.getByLabel('New email address').fill(nextEmail)
  const since = await inbox.count()
  await section.getByRole('button', { name: 'Send a code' }).click()
  await confirmWithCode(page, email, { mistypedFirst: true })

  await expect(section.getByTestId('account-email-sent-to')).toContainText(nextEmail)
  const mail = await inbox.waitForEmail(nextEmail, { since })
  expect(mail.subject).toMatch(/^Confirm your new Threshold email address: \d{6}$/)
  await context.close()
})

test('an admin who turns the check down is told why and changes nothing; confirmed, the new role is saved', async ({
  browser,
  clientIp,
}) => {
  const { context, page } = await signedInBrowser(browser, clientIp, admin.email)
  await page.goto('/manager/users')
  await page.getByRole('link', { name: /user@example\.com/ }).click()
  await hydrated(page.getByRole('button', { name: 'Change role' }))
  await ageSignIns(admin.email)

  const roleDialog = page.getByRole('dialog', { name: 'Change the role of User' })
  await page.getByRole('button', { name: 'Change role' }).click()
  await page.getByRole('dialog').getByLabel('Role').selectOption({ label: 'Administrator' })
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click()
  await expect(stepUpDialog(page)).toBeVisible()
  await stepUpDialog(page).getByRole('button', { name: 'Cancel' }).click()
  await expect(page.getByText("For your security, confirm it's you before doing this.")).toBeVisible()
  await expect(page.getByRole('main').getByText('Administrator', { exact: true })).toHaveCount(0)

  // The role dialog kept its choice: saving again asks again, and the confirmed change is made.
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click()
  await inbox.withLock(admin.email, () => confirmWithCode(page, admin.email))
  await expect(page.getByText('Role updated')).toBeVisible()
  await expect(roleDialog).toHaveCount(0)
  await expect(page.getByRole('main').getByText('Administrator', { exact: true })).toBeVisible()
  await context.close()
})

test('"Not you? Sign out everywhere" from the alert asks for a fresh code, then ends the other browser\'s session', async ({
  browser,
  clientIp,
}) => {
  const email = newEmail('step-up-everywhere')
  const onboarding = `/login?redirect=${encodeURIComponent('/app/account/activity')}`
  const mine = await signedInBrowser(browser, clientIp, email, onboarding)
  await (await hydrated(mine.page.getByLabel('Name', { exact: true }))).fill('Everywhere')
  await mine.page.getByRole('button', { name: 'Continue' }).click()
  await expect(mine.page).toHaveURL(/\/app\/account\/activity$/)
  const intruder = await signedInBrowser(browser, clientIp, email)
  await ageSignIns(email)

  // The alert's link, opened on a phone: the activity page, at its button.
  await mine.page.setViewportSize({ width: 360, height: 740 })
  await mine.page.goto('/app/account/activity#sign-out-everywhere')
  await (await hydrated(mine.page.getByRole('button', { name: 'Sign out everywhere' }))).click()
  const confirmation = mine.page.getByRole('dialog', { name: 'Sign out everywhere?' })
  await confirmation.getByRole('button', { name: 'Sign out everywhere' }).click()
  // The address is longer than the phone is wide: its button wraps it inside the screen.
  const sendCode = stepUpDialog(mine.page).getByRole('button', { name: `Send a code to ${email}` })
  const box = await sendCode.boundingBox()
  expect(box && box.x >= 0 && box.x + box.width <= 360).toBe(true)
  await confirmWithCode(mine.page, email)
  await expect(mine.page.getByText('Your other sessions were signed out')).toBeVisible()
  await expect(confirmation).toHaveCount(0)

  await intruder.page.goto('/app')
  await expect(intruder.page).toHaveURL(/\/login/)
  await mine.page.goto('/app')
  await expect(mine.page).toHaveURL(/\/app$/)
  await Promise.all([mine.context.close(), intruder.context.close()])
})

test('where the organisation requires its provider, the step-up sends the person there, and back to what they were doing', async ({
  browser,
  clientIp,
}) => {
  await using provider = await OidcProvider.start(PROVIDER_PORT)
  const domain = `step-up-sso-${Math.random().toString(36).slice(2, 8)}.example.org`
  const email = `member@${domain}`
  // The person signs in by code before their organisation's policy changes.
  const onboarding = `/login?redirect=${encodeURIComponent('/app/account/activity')}`
  const member = await signedInBrowser(browser, clientIp, email, onboarding)
  await (await hydrated(member.page.getByLabel('Name', { exact: true }))).fill('Member')
  await member.page.getByRole('button', { name: 'Continue' }).click()
  await expect(member.page).toHaveURL(/\/app\/account\/activity$/)

  // The organisation proves the domain, connects its provider and requires it (the admin owns it here).
  const owner = await signedInBrowser(browser, clientIp, admin.email)
  const headers = { cookie: await cookieHeader(owner.context), 'x-forwarded-for': clientIp }
  const created = await owner.page.request.post('/api/auth/organization/create', {
    data: { name: 'Step-up SSO', slug: domain.split('.')[0] },
    headers: { origin: server.url },
  })
  const organizationId = ((await created.json()) as { id: string }).id
  const call = async (name: string, data: unknown) => {
    const answer = await callServerFunction(server.url, serverFunctionPath(name, build), {
      method: 'POST',
      data,
      headers,
    })
    expect(answer.status, name).toBe(200)
    return (fromCrossJSON(JSON.parse(await answer.text()), { refs: new Map() }) as { result: { id?: string } }).result
  }
  const claimed = await call('claimOrganizationDomain', { organizationId, domain })
  await call('markOrganizationDomainVerified', { organizationId, domainId: claimed.id })
  await call('connectOidcProvider', { organizationId, issuer: provider.issuer, clientId: 'c', clientSecret: 's' })
  await call('setSsoPolicy', { organizationId, required: true })
  await owner.context.close()

  await ageSignIns(email)
  provider.signInAs({ sub: `sub-${email}`, email })
  const page = member.page
  await page.reload()
  await (await hydrated(page.getByRole('button', { name: 'Sign out everywhere' }))).click()
  await page
    .getByRole('dialog', { name: 'Sign out everywhere?' })
    .getByRole('button', { name: 'Sign out everywhere' })
    .click()
  await stepUpDialog(page)
    .getByRole('button', { name: `Send a code to ${email}` })
    .click()
  await expect(
    stepUpDialog(page).getByText('Your organization signs you in through its identity provider'),
  ).toBeVisible()
  await stepUpDialog(page).getByRole('link', { name: "Continue with your organization's sign-in" }).click()
  // Back where they were, signed in a moment ago: the action goes through without asking again.
  await expect(page).toHaveURL(/\/app\/account\/activity$/)
  await (await hydrated(page.getByRole('button', { name: 'Sign out everywhere' }))).click()
  await page
    .getByRole('dialog', { name: 'Sign out everywhere?' })
    .getByRole('button', { name: 'Sign out everywhere' })
    .click()
  await expect(page.getByText('Your other sessions were signed out')).toBeVisible()
  await expect(stepUpDialog(page)).toHaveCount(0)
  await member.context.close()
})
