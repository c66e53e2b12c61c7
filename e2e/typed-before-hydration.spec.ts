import type { Page } from '@playwright/test'
import { expectNotHydrated, slowPhone } from './fixtures/hydration'
import { cookieHeaderOf, serverFunctionResult } from './fixtures/server-functions'
import { extractCode } from './fixtures/smtp-sink'
import {
  admin,
  expect as baseExpect,
  codeInput,
  hydrated,
  inbox,
  newEmail,
  signInOverHttp,
  test,
} from './fixtures/test'

// What a person types into a server-rendered page before it hydrates is kept, and a form submitted that early
// is submitted once the page is interactive (decision 027). Each test types right when the field shows, checks
// that the page had not hydrated yet, then lets the application's scripts arrive.

const unique = (label: string) => `E2E ${label} ${Math.random().toString(36).slice(2, 8)}`

/** Opens `path` on a slow phone and waits only for `label`'s field to show, not for the page to hydrate. */
async function openEarly(page: Page, path: string, label: string) {
  const phone = await slowPhone(page.context(), page)
  await page.goto(path, { waitUntil: 'commit' })
  const field = page.getByLabel(label, { exact: true })
  await field.waitFor()
  await expectNotHydrated(page)
  return { field, release: phone.release }
}

// Signing in, then a page whose scripts are held and run 6 times slower, on a machine that may be busy.
test.describe.configure({ timeout: 90_000 })
const expect = baseExpect.configure({ timeout: 20_000 })

test.describe('text typed before the page hydrates', () => {
  test('users: a new user typed and submitted before hydration is created as typed', async ({ page }) => {
    await signInOverHttp(page.request, admin.email)
    const email = newEmail('early-user')
    const name = unique('Early user')
    const { field, release } = await openEarly(page, '/manager/users/new', 'Name')
    await field.pressSequentially(name)
    await page.getByLabel('Email', { exact: true }).fill(email)
    await page.getByLabel('Role', { exact: true }).selectOption({ label: 'Administrator' })
    await page.getByRole('button', { name: 'Create' }).click()
    await expectNotHydrated(page)
    await release()
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible()
    await expect(page.getByText('User created')).toBeVisible()
    await expect(page).toHaveURL(/\/manager\/users\/(?!new$)[\w-]+$/)
    await expect(page.getByRole('main').getByText(email).first()).toBeVisible()
    await expect(page.getByRole('main').getByText('Administrator').first()).toBeVisible()
  })

  test('users: a name typed before hydration survives it and is saved', async ({ page }) => {
    await signInOverHttp(page.request, admin.email)
    const email = newEmail('early-update')
    await page.goto('/manager/users/new')
    await hydrated(page.locator('form'))
    await page.getByLabel('Email', { exact: true }).fill(email)
    await page.getByLabel('Name', { exact: true }).fill(unique('Before'))
    await page.getByRole('button', { name: 'Create' }).click()
    // Not /manager/users/new, which the pattern would match before the navigation.
    await expect(page).toHaveURL(/\/manager\/users\/(?!new$)[\w-]+$/)
    const id = new URL(page.url()).pathname.split('/').at(-1)

    const renamed = unique('Renamed early')
    const { field, release } = await openEarly(page, `/manager/users/${id}/update`, 'Name')
    await field.fill(renamed)
    await release()
    await expect(field).toHaveValue(renamed)
    // Typing elsewhere once interactive renders the form again: the early text is still its value.
    await page.getByLabel('Email', { exact: true }).press('End')
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText('User updated')).toBeVisible()
    await expect(page.getByRole('heading', { name: renamed, level: 1 })).toBeVisible()
  })

  test('repositories: created and updated from what was typed before hydration', async ({ page }) => {
    await signInOverHttp(page.request, admin.email)
    const name = `e2e-early-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`
    const created = await openEarly(page, '/manager/repositories/new', 'Name')
    await created.field.pressSequentially(name)
    await page.getByLabel('Link', { exact: true }).fill(`example.com/${name}`)
    await page.getByLabel('Description', { exact: true }).fill('Typed before the page was interactive.')
    await page.getByLabel('Link', { exact: true }).press('Enter')
    await created.release()
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible()
    await expect(page.getByText('Typed before the page was interactive.')).toBeVisible()
    const id = new URL(page.url()).pathname.split('/').at(-1)

    const updated = await openEarly(page, `/manager/repositories/${id}/update`, 'Description')
    await updated.field.fill('Changed before hydration.')
    await page.getByRole('button', { name: 'Save' }).click()
    await updated.release()
    await expect(page.getByText('Repository updated')).toBeVisible()
    await expect(page.getByText('Changed before hydration.')).toBeVisible()
  })

  test('onboarding: a name typed and sent before hydration is saved', async ({ page }) => {
    await signInOverHttp(page.request, newEmail('early-onboarding'))
    const name = unique('Early newcomer')
    const { field, release } = await openEarly(page, '/onboarding?redirect=%2Fapp%2Faccount', 'Name')
    await field.pressSequentially(name)
    await field.press('Enter')
    await release()
    await expect(page).toHaveURL(/\/app\/account/)
    await expect(page.getByText(name).first()).toBeVisible()
  })

  test('account: a new e-mail address typed and sent before hydration gets its code', async ({ page }) => {
    await signInOverHttp(page.request, admin.email)
    const address = newEmail('early-change')
    const since = await inbox.count()
    const { field, release } = await openEarly(page, '/app/account', 'New email address')
    await field.fill(address)
    await page.getByRole('button', { name: 'Send a code' }).click()
    await release()
    await expect(page.getByTestId('account-email-sent-to')).toContainText(address)
    // Sent by the application, not a reload of the page with the field in its URL.
    expect(extractCode(await inbox.waitForEmail(address, { since, withCode: true }))).toMatch(/^\d{6}$/)
  })

  // input-otp takes up a code typed before hydration by itself: this guards it.
  test('account: a code typed before hydration confirms the new e-mail address', async ({ page }) => {
    await signInOverHttp(page.request, newEmail('early-code'))
    await page.goto('/onboarding?redirect=%2Fapp%2Faccount')
    await (await hydrated(page.getByLabel('Name', { exact: true }))).fill(unique('Coder'))
    await page.getByRole('button', { name: 'Continue' }).click()
    await expect(page).toHaveURL(/\/app\/account/)
    const address = newEmail('early-code-new')
    const since = await inbox.count()
    await (await hydrated(page.getByLabel('New email address', { exact: true }))).fill(address)
    await page.getByRole('button', { name: 'Send a code' }).click()
    await expect(page.getByTestId('account-email-sent-to')).toContainText(address)
    const code = extractCode(await inbox.waitForEmail(address, { since, withCode: true }))

    const phone = await slowPhone(page.context(), page)
    await page.goto(`/app/account?newEmail=${encodeURIComponent(address)}`, { waitUntil: 'commit' })
    await codeInput(page).waitFor()
    await expectNotHydrated(page)
    await codeInput(page).fill(code)
    await phone.release()
    await expect(page.getByText(`Your email address is now ${address}`)).toBeVisible()
    await expect(page.getByTestId('account-current-email')).toContainText(address)
  })
})

// A dialog is rendered by the browser: it shows once the page is interactive. What is typed the moment
// its field shows is kept, whatever the page still loads then.
test.describe('text typed the moment a dialog shows', () => {
  test('account: the change-name dialog opened by the URL', async ({ page }) => {
    await signInOverHttp(page.request, admin.email)
    const phone = await slowPhone(page.context(), page)
    await page.goto('/app/account?state=change-name', { waitUntil: 'commit' })
    await phone.release()
    const field = page.getByTestId('responsive-dialog').getByLabel('Name', { exact: true })
    await field.fill(admin.name)
    await page.waitForLoadState('networkidle')
    await expect(field).toHaveValue(admin.name)
    await page.getByTestId('responsive-dialog').getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText('Your name was saved')).toBeVisible()
  })

  test('organisations: the name of a new organisation', async ({ page }) => {
    await signInOverHttp(page.request, admin.email)
    const phone = await slowPhone(page.context(), page)
    await page.goto('/app/organizations', { waitUntil: 'commit' })
    await phone.release()
    await page.getByRole('button', { name: 'New organization' }).click()
    const name = unique('Early organization')
    const field = page.getByTestId('responsive-dialog').getByLabel('Name', { exact: true })
    await field.fill(name)
    await page.waitForLoadState('networkidle')
    await expect(field).toHaveValue(name)
    await page.getByTestId('responsive-dialog').getByRole('button', { name: 'Create' }).click()
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible()
  })

  test('organisations: a sign-in domain, its button tapped before hydration', async ({ page, baseURL }) => {
    await signInOverHttp(page.request, admin.email)
    const created = await page.request.post('/api/auth/organization/create', {
      data: { name: unique('Early domains'), slug: unique('early-domains').toLowerCase().replace(/\W+/g, '-') },
      headers: { origin: baseURL! },
    })
    expect(created.status()).toBe(200)
    const { id } = (await created.json()) as { id: string }
    const phone = await slowPhone(page.context(), page)
    await page.goto(`/app/organizations/${id}`, { waitUntil: 'commit' })
    await page.getByRole('button', { name: 'Add the domain' }).click()
    await expectNotHydrated(page)
    await phone.release()
    const domain = `early-${Math.random().toString(36).slice(2, 8)}.example.org`
    const field = page.getByTestId('responsive-dialog').getByLabel('Domain')
    await field.fill(domain)
    await page.waitForLoadState('networkidle')
    await expect(field).toHaveValue(domain)
    await page.getByTestId('responsive-dialog').getByRole('button', { name: 'Add the domain' }).click()
    await expect(page.getByText(`_threshold-verification.${domain}`)).toBeVisible()
  })
})

test.describe('an organisation’s sign-in settings before the page hydrates', () => {
  test('the identity provider typed and submitted, then a directory token tapped, each before hydration', async ({
    page,
    baseURL,
  }) => {
    await signInOverHttp(page.request, admin.email)
    const domain = `early-sso-${Math.random().toString(36).slice(2, 8)}.example.org`
    const created = await page.request.post('/api/auth/organization/create', {
      data: { name: unique('Early SSO'), slug: domain.split('.')[0] },
      headers: { origin: baseURL! },
    })
    const organizationId = ((await created.json()) as { id: string }).id
    const cookie = await cookieHeaderOf(page.context())
    const call = (name: string, data: unknown) => serverFunctionResult<{ id: string }>(baseURL!, cookie, name, data)
    const claimed = await call('claimOrganizationDomain', { organizationId, domain })
    await call('markOrganizationDomainVerified', { organizationId, domainId: claimed.id })

    // A loopback issuer the settings do not allow: the server's answer names what was typed, so it was sent as typed.
    const issuer = 'http://127.0.0.1:9/early'
    const { field, release } = await openEarly(page, `/app/organizations/${organizationId}`, 'Issuer URL')
    await field.pressSequentially(issuer)
    await page.getByLabel('Client ID', { exact: true }).fill('early-client')
    await page.getByLabel('Client secret', { exact: true }).fill('early-secret')
    await page.getByRole('button', { name: 'Connect the provider' }).click()
    await expectNotHydrated(page)
    await release()
    await expect(page.getByText(`${issuer} is on a private network this server may not reach.`)).toBeVisible()
    await expect(field).toHaveValue(issuer)

    const phone = await slowPhone(page.context(), page)
    await page.goto(`/app/organizations/${organizationId}`, { waitUntil: 'commit' })
    await page.getByRole('button', { name: 'Create a token' }).click()
    await expectNotHydrated(page)
    await phone.release()
    await expect(page.getByTestId('scim-new-token')).toContainText(/scim_[\w-]{43}/)
    await expect(page.getByTestId('scim-token')).toHaveCount(1)

    // The SAML form, opened natively and filled on a slow phone before hydration: its metadata URL reaches the server
    // as typed (a loopback address the settings do not allow, named in the answer).
    const metadataUrl = 'http://127.0.0.1:9/early-metadata'
    const slowAgain = await slowPhone(page.context(), page)
    await page.goto(`/app/organizations/${organizationId}`, { waitUntil: 'commit' })
    await page.getByText('Use SAML 2.0 instead').click()
    const samlForm = page.getByRole('form', { name: 'Connect a SAML 2.0 provider' })
    await samlForm.getByRole('textbox', { name: 'Identity provider metadata URL' }).fill(metadataUrl)
    await samlForm.getByRole('button', { name: 'Connect the provider' }).click()
    await expectNotHydrated(page)
    await slowAgain.release()
    await expect(page.getByText(`${metadataUrl} is on a private network this server may not reach.`)).toBeVisible()
  })
})

test.describe('searches typed before the page hydrates', () => {
  for (const { path, term, expected, absent } of [
    { path: '/manager/users', term: 'admin@', expected: admin.email, absent: 'user@example.com' },
    { path: '/manager/repositories', term: 'pglite', expected: 'pglite', absent: 'react-hook-form' },
    { path: '/app/repositories', term: 'drizzle', expected: 'drizzle-orm', absent: 'pglite' },
  ]) {
    test(`${path}: the term filters the list and reaches the URL`, async ({ page }) => {
      await signInOverHttp(page.request, admin.email)
      const { field, release } = await openEarly(page, path, 'Search')
      await field.pressSequentially(term)
      await release()
      await expect(page).toHaveURL(new RegExp(`searchTerm=${encodeURIComponent(term)}`))
      await expect(field).toHaveValue(term)
      await expect(page.getByRole('main').getByRole('listitem').filter({ hasText: expected }).first()).toBeVisible()
      await expect(page.getByRole('main').getByRole('listitem').filter({ hasText: absent })).toHaveCount(0)
    })
  }

  test('/manager/organizations: Enter before hydration searches, and the term stays', async ({ page }) => {
    await signInOverHttp(page.request, admin.email)
    const term = `nothing-${Math.random().toString(36).slice(2, 8)}`
    const { field, release } = await openEarly(page, '/manager/organizations', 'Search')
    await field.pressSequentially(term)
    await field.press('Enter')
    await release()
    await expect(page).toHaveURL(new RegExp(`/manager/organizations\\?searchTerm=${term}$`))
    await expect(page.getByRole('searchbox')).toHaveValue(term)
    await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(0)
  })
})
