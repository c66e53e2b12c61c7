import { expectNotHydrated, slowPhone } from '../fixtures/hydration'
import { admin, newEmail, user } from '../fixtures/test'
import { expect, openPage, signInByTyping, test } from './fixtures'
import { appPages, firstItemPath, managerPages } from './pages'

/** Opens `path` and checks that it is that page, with its heading: not sent elsewhere, not an error page. */
async function visit(page: Parameters<typeof openPage>[0], path: string) {
  const response = await openPage(page, path)
  expect(response?.status(), path).toBe(200)
  await expect(page).toHaveURL((url) => url.pathname === path.split('?')[0])
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
}

test('an administrator opens every page of both areas', async ({ page }) => {
  await signInByTyping(page, admin.email)
  for (const path of [...appPages, ...managerPages]) await visit(page, path)

  await visit(page, '/app/repositories')
  const repository = await firstItemPath(page, '/app/repositories/')
  await visit(page, repository)
  const managed = repository.replace('/app/', '/manager/')
  await visit(page, managed)
  // Tapped before the page hydrates (its scripts held back), the theme switch and "Delete" act once it has.
  const phone = await slowPhone(page.context(), page, { cpuSlowdown: 1 })
  await page.goto(managed, { waitUntil: 'commit' })
  await page.getByRole('radio', { name: 'Dark' }).click()
  await page.getByRole('main').getByRole('button', { name: 'Delete' }).click()
  await expectNotHydrated(page)
  await phone.release()
  await expect(page.getByRole('dialog')).toContainText('Are you sure?')
  await expect(page.locator('html')).toHaveClass(/\bdark\b/)

  await visit(page, '/manager/users')
  const userPage = await firstItemPath(page, '/manager/users/')
  await visit(page, userPage)
  await visit(page, `${userPage}/update`)
})

test('a user opens every page of the application area, and is refused the manager area', async ({ page, problems }) => {
  await signInByTyping(page, user.email)
  for (const path of appPages) await visit(page, path)
  await visit(page, '/app/repositories')
  await visit(page, await firstItemPath(page, '/app/repositories/'))

  // An organisation's sign-in domains: a bad one refused in the dialog, a good one shown with its DNS record.
  await visit(page, '/app/organizations')
  await page.getByRole('button', { name: 'New organization' }).click()
  const dialog = page.getByTestId('responsive-dialog')
  const organization = `Dev ${Math.random().toString(36).slice(2, 8)}`
  await dialog.getByLabel('Name').fill(organization)
  await dialog.getByRole('button', { name: 'Create' }).click()
  await expect(page.getByRole('heading', { name: organization, level: 1 })).toBeVisible()
  await page.getByRole('button', { name: 'Add the domain' }).click()
  await dialog.getByLabel('Domain').fill('localhost')
  await dialog.getByRole('button', { name: 'Add the domain' }).click()
  await expect(dialog.getByText('Enter a domain such as example.com')).toBeVisible()
  const domain = `dev-${Math.random().toString(36).slice(2, 8)}.example.org`
  await dialog.getByLabel('Domain').fill(domain)
  await dialog.getByRole('button', { name: 'Add the domain' }).click()
  await expect(page.getByText(`_threshold-verification.${domain}`)).toBeVisible()
  // Its directory (SCIM): the base URL to paste, and a token once a domain is verified.
  const directory = page.getByRole('region', { name: 'Directory sync (SCIM)' })
  await expect(directory.getByTestId('scim-base-url')).toContainText('/api/auth/scim/v2')
  await expect(directory).toContainText('Verify a sign-in domain first')

  const response = await openPage(page, '/manager/dashboard')
  expect(response?.status()).toBe(403)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("You don't have access to this page")
  // The refusal, reported by the browser (the document's 403) and, at times, by React and the router in development
  // (the guard's FORBIDDEN error, caught by the route's error page): nothing else.
  const refusal = [
    /: console error: Failed to load resource: the server responded with a status of 403\b/,
    /\bError: FORBIDDEN\b/,
    /: console warning: Warning: Error in route match: \/manager\//,
  ]
  const reported = problems.splice(0)
  expect(reported.filter((problem) => !refusal.some((pattern) => pattern.test(problem)))).toEqual([])
  expect(reported).toContainEqual(expect.stringMatching(refusal[0]!))
})

test('a new account is asked its name at onboarding', async ({ page }) => {
  await signInByTyping(page, newEmail('dev'))
  await expect(page).toHaveURL(/\/onboarding/)
  await expect(page.getByLabel('Name', { exact: true })).toBeVisible()
})

test('the sign-in error page', async ({ page }) => {
  await visit(page, '/login/error?error=access_denied')
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible()
})
