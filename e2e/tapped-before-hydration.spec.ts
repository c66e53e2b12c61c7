import type { Locator, Page } from '@playwright/test'
import { expectNotHydrated, slowPhone } from './fixtures/hydration'
import { admin, expect as baseExpect, signInOverHttp, test } from './fixtures/test'

// A tap on a server-rendered control before the page hydrates does what the control says once the page is
// interactive, exactly once (decision 062). Each test opens a page on a slow phone (CPU 6x slower, the
// application's scripts held back), taps the control the moment it shows, checks that the page had not hydrated,
// then lets the scripts arrive. Without the replay, all but the link's and the language's fail.

test.describe.configure({ timeout: 60_000 })
const expect = baseExpect.configure({ timeout: 20_000 })

/** Opens `path` on a slow phone and waits for `control` to show, not for the page to hydrate. */
async function openEarly(page: Page, path: string, control: (page: Page) => Locator) {
  const phone = await slowPhone(page.context(), page)
  await page.goto(path, { waitUntil: 'commit' })
  const shown = control(page)
  await shown.waitFor()
  return { control: shown, release: phone.release }
}

/** Taps `control` the moment it shows on `path`, then lets the page hydrate. */
async function tapEarly(page: Page, path: string, control: (page: Page) => Locator) {
  const early = await openEarly(page, path, control)
  await early.control.click()
  await expectNotHydrated(page)
  await early.release()
}

/** The path of the first item a list page links to, read from the server's HTML. */
async function firstItemPath(page: Page, listPath: string, searchTerm = '') {
  const html = await (await page.request.get(`${listPath}?searchTerm=${encodeURIComponent(searchTerm)}`)).text()
  const path = new RegExp(`href="(${listPath}/(?!new")[\\w-]+)"`).exec(html)?.[1]
  expect(path, `a link to an item on ${listPath}`).toBeTruthy()
  return path!
}

const dialog = (page: Page) => page.getByRole('dialog')

test.describe('a tap before the page hydrates', () => {
  test.beforeEach(async ({ page }) => {
    await signInOverHttp(page.request, admin.email)
  })

  test("a repository's Delete opens its confirmation", async ({ page }) => {
    await tapEarly(page, await firstItemPath(page, '/manager/repositories'), (page) =>
      page.getByRole('main').getByRole('button', { name: 'Delete' }),
    )
    await expect(dialog(page)).toBeVisible()
    await expect(dialog(page)).toContainText('Are you sure?')
    await expect(dialog(page)).toHaveCount(1)
  })

  test("a user's Ban, pressed with Enter, opens its dialog", async ({ page }) => {
    const early = await openEarly(page, await firstItemPath(page, '/manager/users', 'user@example.com'), (page) =>
      page.getByRole('main').getByRole('button', { name: 'Ban' }),
    )
    await early.control.press('Enter')
    await expectNotHydrated(page)
    await early.release()
    await expect(dialog(page).getByRole('heading', { name: /Ban/ })).toBeVisible()
    await expect(dialog(page)).toHaveCount(1)
  })

  test('"New organization" opens its form', async ({ page }) => {
    await tapEarly(page, '/app/organizations', (page) => page.getByRole('button', { name: 'New organization' }))
    await expect(dialog(page).getByLabel('Name', { exact: true })).toBeVisible()
  })

  test('"Create an API key" opens its form, once', async ({ page }) => {
    await tapEarly(page, '/app/account', (page) => page.getByRole('button', { name: 'Create an API key' }))
    await expect(dialog(page).getByRole('heading', { name: 'Create an API key' })).toBeVisible()
    await expect(dialog(page).getByLabel('Name', { exact: true })).toBeFocused()
    await expect(dialog(page)).toHaveCount(1)
  })

  test('"Change name" is a link to the page with its dialog open', async ({ page }) => {
    await tapEarly(page, '/app/account', (page) => page.getByRole('link', { name: 'Change name' }))
    await expect(page).toHaveURL(/\/app\/account\?state=change-name$/)
    await expect(dialog(page).getByLabel('Name', { exact: true })).toHaveValue(admin.name)
  })

  test('the user menu of the collapsed sidebar opens, once', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('sidebar', 'collapsed'))
    await tapEarly(page, '/app', (page) => page.getByRole('button', { name: 'Your profile and preferences' }))
    await expect(page.getByRole('dialog').getByText(admin.email)).toBeVisible()
    await expect(page.getByRole('button', { name: 'Your profile and preferences' })).toHaveAttribute(
      'aria-expanded',
      'true',
    )
  })

  test('Logout asks for a confirmation', async ({ page }) => {
    await tapEarly(page, '/app', (page) => page.getByRole('button', { name: 'Logout' }))
    await expect(dialog(page)).toContainText('You will be signed out')
    await expect(page).toHaveURL(/\/app$/)
  })

  test('the theme switch applies Dark', async ({ page }) => {
    await tapEarly(page, '/app', (page) => page.getByRole('radio', { name: 'Dark' }))
    await expect(page.locator('html')).toHaveClass(/\bdark\b/)
    await expect(page.getByRole('radio', { name: 'Dark' })).toHaveAttribute('aria-checked', 'true')
  })

  test('the language chosen applies French', async ({ page }) => {
    const early = await openEarly(page, '/app/account', (page) => page.getByRole('main').getByLabel('Language'))
    await early.control.selectOption({ label: 'Français' })
    await expectNotHydrated(page)
    await early.release()
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Compte')
  })

  test('the sidebar collapses once, however many times it was tapped', async ({ page }) => {
    const early = await openEarly(page, '/app', (page) => page.getByRole('button', { name: 'Collapse sidebar' }))
    await early.control.click()
    await early.control.click()
    await expectNotHydrated(page)
    await early.release()
    // Both taps replayed would leave it expanded.
    await expect(page.getByRole('button', { name: 'Expand sidebar' })).toBeVisible()
  })
})

test.describe('a tap on a phone before the page hydrates', () => {
  test.use({ viewport: { width: 412, height: 839 }, isMobile: true, hasTouch: true })

  test('"More" opens the navigation drawer', async ({ page }) => {
    await signInOverHttp(page.request, admin.email)
    const early = await openEarly(page, '/app', (page) =>
      page.getByRole('navigation').getByRole('button', { name: 'More' }),
    )
    await early.control.tap()
    await expectNotHydrated(page)
    await early.release()
    await expect(dialog(page).getByRole('navigation', { name: 'More pages' })).toBeVisible()
  })
})
