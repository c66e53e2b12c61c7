import type { Page } from '@playwright/test'
import { admin, expect, hydrated, signIn, test, user } from './fixtures/test'

const sidebarOf = (page: Page) => page.getByRole('complementary', { name: 'Sidebar' })
const mainNavigation = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' })

/**
 * Keeps the code of every script the page fetches from now on (routing turns the HTTP cache off, so
 * a new page load fetches them all), to tell whether a library was loaded: `contain('vaul-drawer')`
 * (the drawer and dialogs), `contain('radix-popper')` (the popover).
 */
async function loadedScripts(page: Page) {
  const scripts: Promise<string>[] = []
  await page.route('**/*.js', (route) => route.continue())
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.endsWith('.js')) scripts.push(response.text().catch(() => ''))
  })
  return { contain: async (marker: string) => (await Promise.all(scripts)).some((code) => code.includes(marker)) }
}

test.describe('desktop sidebar', () => {
  test('shows the manager entries to an admin, grouped, with the current page marked', async ({ page, baseURL }) => {
    await signIn(page, admin.email)
    await expect(page).toHaveURL(`${baseURL}/manager/dashboard`)

    const sidebar = sidebarOf(page)
    await expect(sidebar).toBeVisible()
    const application = sidebar.getByRole('group', { name: 'Application' })
    await expect(application.getByRole('link')).toHaveText(['Dashboard', 'Code repositories', 'Users', 'Organizations'])
    await expect(sidebar.getByRole('group', { name: 'Configuration' }).getByRole('link')).toHaveText(['Account'])

    const dashboard = sidebar.getByRole('link', { name: 'Dashboard' })
    await expect(dashboard).toHaveAttribute('aria-current', 'page')
    await expect(dashboard).toHaveAttribute('href', '/manager/dashboard')
    await expect(sidebar.getByRole('link', { name: 'Users' })).toHaveAttribute('href', '/manager/users')
    await expect(sidebar.getByRole('link', { name: 'Users' })).not.toHaveAttribute('aria-current')
    await expect(sidebar.getByRole('link', { name: 'Code repositories' })).toHaveAttribute(
      'href',
      '/manager/repositories',
    )
    await expect(sidebar.getByRole('link', { name: 'Account' })).toHaveAttribute('href', '/manager/account')
    await expect(sidebar.getByRole('link', { name: 'Open app' })).toHaveAttribute('href', '/app')

    // A page of the manager area, in the same tab.
    const apiDocs = sidebar.getByRole('link', { name: 'API documentation' })
    await expect(apiDocs).toHaveAttribute('href', '/manager/api')
    await expect(apiDocs).not.toHaveAttribute('target')

    // The user's name, e-mail and the switchers are in its footer; logout at the bottom.
    await expect(sidebar.getByText(admin.email)).toBeVisible()
    await expect(sidebar.getByLabel('Language')).toBeVisible()
    await expect(sidebar.getByRole('radiogroup', { name: 'Theme' })).toBeVisible()
    await expect(sidebar.getByRole('button', { name: 'Logout' })).toBeVisible()

    // From the app area, the admin finds the way back to the manager.
    await sidebar.getByRole('link', { name: 'Open app' }).click()
    await expect(page).toHaveURL(`${baseURL}/app`)
    await expect(sidebar.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page')
    await sidebar.getByRole('link', { name: 'Manager' }).click()
    await expect(page).toHaveURL(`${baseURL}/manager/dashboard`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dashboard')
  })

  test('shows a user the app entries only, and moves the current-page mark on navigation', async ({
    page,
    baseURL,
  }) => {
    await signIn(page, user.email)
    await expect(page).toHaveURL(`${baseURL}/app`)

    const sidebar = sidebarOf(page)
    await expect(sidebar.getByRole('navigation').getByRole('link')).toHaveText([
      'Home',
      'Code repositories',
      'Organizations',
      'Account',
    ])
    await expect(sidebar.getByRole('link', { name: 'Manager' })).toHaveCount(0)
    await expect(sidebar.getByRole('link', { name: 'Users' })).toHaveCount(0)
    await expect(sidebar.getByRole('link', { name: 'Dashboard' })).toHaveCount(0)

    const home = sidebar.getByRole('link', { name: 'Home' })
    const account = sidebar.getByRole('link', { name: 'Account' })
    await expect(home).toHaveAttribute('aria-current', 'page')
    await expect(account).not.toHaveAttribute('aria-current')
    await expect(sidebar.getByRole('link', { name: 'Code repositories' })).toHaveAttribute('href', '/app/repositories')

    await account.click()
    await expect(page).toHaveURL(`${baseURL}/app/account`)
    await expect(account).toHaveAttribute('aria-current', 'page')
    // "Home" is /app exactly: it does not stay lit on the pages below it.
    await expect(home).not.toHaveAttribute('aria-current')
  })

  test('collapses to icons, and stays collapsed after a reload', async ({ page }) => {
    await signIn(page, user.email)
    const sidebar = sidebarOf(page)
    const wide = (await sidebar.boundingBox())?.width ?? 0
    expect(wide).toBeGreaterThan(200)

    const collapse = await hydrated(sidebar.getByRole('button', { name: 'Collapse sidebar' }))
    await expect(collapse).toHaveAttribute('aria-expanded', 'true')
    await collapse.click()
    const expand = sidebar.getByRole('button', { name: 'Expand sidebar' })
    await expect(expand).toHaveAttribute('aria-expanded', 'false')
    await expect.poll(async () => (await sidebar.boundingBox())?.width).toBeLessThan(100)
    // The entries keep their names (for screen readers and tooltips) while showing icons only.
    await expect(sidebar.getByRole('link', { name: 'Account' })).toBeVisible()
    expect(await page.evaluate(() => localStorage.getItem('sidebar'))).toBe('collapsed')

    await page.reload()
    // Narrow from the first paint (the stored state is applied before hydration).
    expect((await sidebar.boundingBox())?.width).toBeLessThan(100)
    await expect(await hydrated(sidebar.getByRole('button', { name: 'Expand sidebar' }))).toHaveAttribute(
      'aria-expanded',
      'false',
    )

    // Keyboard: the toggle is a real button.
    await sidebar.getByRole('button', { name: 'Expand sidebar' }).focus()
    await page.keyboard.press('Enter')
    await expect(sidebar.getByRole('button', { name: 'Collapse sidebar' })).toHaveAttribute('aria-expanded', 'true')
    await expect.poll(async () => (await sidebar.boundingBox())?.width).toBeGreaterThan(200)
    await page.reload()
    await expect(await hydrated(sidebar.getByRole('button', { name: 'Collapse sidebar' }))).toHaveAttribute(
      'aria-expanded',
      'true',
    )
  })

  test('logout asks first: cancel keeps the session, confirm signs out', async ({ page, baseURL }) => {
    await signIn(page, user.email)
    const logout = await hydrated(sidebarOf(page).getByRole('button', { name: 'Logout' }))

    await logout.click()
    const dialog = page.getByRole('dialog', { name: 'Are you sure?' })
    await expect(dialog).toBeVisible()
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect(dialog).toHaveCount(0)
    await expect(page).toHaveURL(`${baseURL}/app`)
    await page.reload()
    await expect(page.getByRole('heading', { name: 'Welcome, User' })).toBeVisible()

    await (await hydrated(sidebarOf(page).getByRole('button', { name: 'Logout' }))).click()
    await page.getByRole('dialog', { name: 'Are you sure?' }).getByRole('button', { name: 'Sign out' }).click()
    await expect(page).toHaveURL(`${baseURL}/login`)
    await page.goto('/app')
    await expect(page).toHaveURL(`${baseURL}/login?redirect=%2Fapp`)
  })

  test('collapsed, the avatar opens the user menu, whose code loads when first wanted', async ({ page }) => {
    await signIn(page, user.email)
    await page.evaluate(() => localStorage.setItem('sidebar', 'collapsed'))
    const scripts = await loadedScripts(page)
    await page.goto('/app')
    const avatar = await hydrated(sidebarOf(page).getByRole('button', { name: 'Your profile and preferences' }))
    await page.waitForLoadState('networkidle')
    expect(await scripts.contain('radix-popper'), 'the popover code, before opening').toBe(false)
    await expect(avatar).toHaveAttribute('aria-expanded', 'false')

    await avatar.click()
    const menu = page.getByRole('dialog')
    await expect(menu.getByText(user.email)).toBeVisible()
    await expect(menu.getByLabel('Language')).toBeVisible()
    await expect(menu.getByRole('radiogroup', { name: 'Theme' })).toBeVisible()
    await expect(avatar).toHaveAttribute('aria-expanded', 'true')
    await expect(avatar).toHaveAttribute('aria-controls', (await menu.getAttribute('id')) ?? '')
    expect(await scripts.contain('radix-popper'), 'the popover code, once opened').toBe(true)

    // The avatar toggles it; a click elsewhere closes it.
    await avatar.click()
    await expect(menu).toHaveCount(0)
    await expect(avatar).toHaveAttribute('aria-expanded', 'false')
    await avatar.click()
    await expect(menu).toBeVisible()
    await page.getByRole('heading', { level: 1 }).click()
    await expect(menu).toHaveCount(0)

    // Keyboard: Enter opens it, Escape closes it and gives focus back to the avatar.
    await avatar.focus()
    await page.keyboard.press('Enter')
    await expect(menu).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(menu).toHaveCount(0)
    await expect(avatar).toBeFocused()
  })

  test('the logout confirmation loads its code when first opened', async ({ page }) => {
    await signIn(page, user.email)
    const scripts = await loadedScripts(page)
    await page.goto('/app')
    const logout = await hydrated(sidebarOf(page).getByRole('button', { name: 'Logout' }))
    await page.waitForLoadState('networkidle')
    expect(await scripts.contain('vaul-drawer'), 'the dialog code, before opening').toBe(false)
    await expect(logout).toHaveAttribute('aria-expanded', 'false')

    await logout.click()
    await expect(page.getByRole('dialog', { name: 'Are you sure?' })).toBeVisible()
    expect(await scripts.contain('vaul-drawer'), 'the dialog code, once opened').toBe(true)
  })

  test('mirrors in Arabic: the sidebar is on the right', async ({ page, context, baseURL }) => {
    await signIn(page, user.email)
    await context.addCookies([{ name: 'i18next', value: 'ar', url: baseURL }])
    await page.reload()
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')

    const sidebar = page.locator('#app-sidebar')
    const box = await sidebar.boundingBox()
    const width = page.viewportSize()?.width ?? 0
    expect(box?.x).toBeGreaterThan(width / 2)
    // The page's heading is on the right too, left of the sidebar.
    const heading = await page.getByRole('heading', { level: 1 }).boundingBox()
    expect((heading?.x ?? 0) + (heading?.width ?? 0)).toBeGreaterThan(width / 2)
    expect((heading?.x ?? 0) + (heading?.width ?? 0)).toBeLessThanOrEqual(box?.x ?? 0)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('مرحبًا، User')
  })
})

test.describe('app home', () => {
  test('welcomes the user with shortcuts to their pages', async ({ page, baseURL }) => {
    await signIn(page, user.email)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, User')
    await expect(page.getByText(`You are signed in as ${user.email}.`)).toBeVisible()

    const shortcuts = page.getByRole('region', { name: 'Shortcuts' })
    await expect(shortcuts.getByRole('link')).toHaveCount(2)
    await expect(shortcuts.getByRole('link', { name: /Code repositories/ })).toHaveAttribute(
      'href',
      '/app/repositories',
    )
    await expect(shortcuts.getByRole('link', { name: /Account/ })).toHaveAttribute('href', '/app/account')

    await shortcuts.getByRole('link', { name: /Account/ }).click()
    await expect(page).toHaveURL(`${baseURL}/app/account`)
  })

  test('offers the manager to an admin', async ({ page, baseURL }) => {
    await signIn(page, admin.email)
    await page.goto('/app')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Admin')

    const manager = page.getByRole('region', { name: 'Shortcuts' }).getByRole('link', { name: /Manager/ })
    await (await hydrated(manager)).click()
    await expect(page).toHaveURL(`${baseURL}/manager/dashboard`)
  })
})

test.describe('phone layout (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('a bottom bar instead of the sidebar, nothing wider than the screen', async ({ page }) => {
    await signIn(page, user.email)
    await expect(page.getByRole('heading', { name: 'Welcome, User' })).toBeVisible()

    await expect(sidebarOf(page)).toBeHidden()
    const bar = mainNavigation(page)
    await expect(bar).toBeVisible()
    await expect(bar.getByRole('link')).toHaveText(['Home', 'Repositories', 'Account'])
    await expect(bar.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page')
    await expect(bar.getByRole('button', { name: 'More' })).toBeVisible()

    // At the bottom of the screen, with targets big enough for a thumb.
    const barBox = await bar.boundingBox()
    expect((barBox?.y ?? 0) + (barBox?.height ?? 0)).toBeCloseTo(844, 0)
    for (const item of await bar.locator('a, button').all()) {
      const box = await item.boundingBox()
      expect(box?.height).toBeGreaterThanOrEqual(44)
      expect(box?.width).toBeGreaterThanOrEqual(44)
    }

    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  })

  test('the "More" drawer holds the other entries, the switchers and logout, and navigates', async ({
    page,
    baseURL,
  }) => {
    await signIn(page, admin.email)
    await page.goto('/app')
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)

    const more = await hydrated(mainNavigation(page).getByRole('button', { name: 'More' }))
    await expect(more).toHaveAttribute('aria-expanded', 'false')
    await more.click()

    const drawer = page.getByRole('dialog', { name: 'Menu' })
    await expect(drawer).toBeVisible()
    await expect(drawer).toHaveAttribute('data-variant', 'drawer')
    await expect(drawer.getByText(admin.email)).toBeVisible()
    await expect(drawer.getByLabel('Language')).toBeVisible()
    await expect(drawer.getByRole('radiogroup', { name: 'Theme' })).toBeVisible()
    await expect(drawer.getByRole('button', { name: 'Logout' })).toBeVisible()

    await drawer.getByRole('link', { name: 'Manager' }).click()
    await expect(page).toHaveURL(`${baseURL}/manager/dashboard`)
    await expect(drawer).toBeHidden()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dashboard')

    // The manager's bar, and its drawer with the rest.
    const bar = mainNavigation(page)
    await expect(bar.getByRole('link')).toHaveText(['Dashboard', 'Repositories', 'Users'])
    await bar.getByRole('button', { name: 'More' }).click()
    await expect(drawer.getByRole('link', { name: 'Open app' })).toBeVisible()
    await expect(drawer.getByRole('link', { name: 'API documentation' })).toHaveAttribute('href', '/manager/api')
    await drawer.getByRole('link', { name: 'Account' }).click()
    await expect(page).toHaveURL(`${baseURL}/manager/account`)
    await expect(drawer).toBeHidden()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  })

  test('the drawer loads its code when first opened', async ({ page }) => {
    await signIn(page, user.email)
    const scripts = await loadedScripts(page)
    await page.goto('/app')
    const more = await hydrated(mainNavigation(page).getByRole('button', { name: 'More' }))
    await page.waitForLoadState('networkidle')
    expect(await scripts.contain('vaul-drawer'), 'the drawer code, before opening').toBe(false)

    await more.click()
    await expect(page.getByRole('dialog', { name: 'Menu' })).toHaveAttribute('data-variant', 'drawer')
    expect(await scripts.contain('vaul-drawer'), 'the drawer code, once opened').toBe(true)
  })

  test('logout from the drawer asks first', async ({ page, baseURL }) => {
    await signIn(page, user.email)
    await (await hydrated(mainNavigation(page).getByRole('button', { name: 'More' }))).click()
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Logout' }).click()

    const confirm = page.getByRole('dialog', { name: 'Are you sure?' })
    await expect(confirm).toBeVisible()
    await confirm.getByRole('button', { name: 'Sign out' }).click()
    await expect(page).toHaveURL(`${baseURL}/login`)
  })

  test('mirrors in Arabic without horizontal scrolling', async ({ page, context, baseURL }) => {
    await signIn(page, admin.email)
    await context.addCookies([{ name: 'i18next', value: 'ar', url: baseURL }])
    await page.goto('/manager/dashboard')
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    const bar = page.getByRole('navigation', { name: 'التنقل الرئيسي' })
    await expect(bar).toBeVisible()
    // The first entry (Dashboard) sits at the right end of the bar, "More" at the left end.
    const first = await bar.getByRole('link').first().boundingBox()
    expect(first?.x).toBeGreaterThan(390 / 2)
    const more = await bar.getByRole('button').boundingBox()
    expect(more?.x).toBeLessThan(390 / 2)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  })
})
