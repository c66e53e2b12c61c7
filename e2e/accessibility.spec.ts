import AxeBuilder from '@axe-core/playwright'
import type { BrowserContext, Locator, Page } from '@playwright/test'
import { admin, expect, firstItemPath, hydrated, newEmail, signIn, test, user } from './fixtures/test'

/**
 * Accessibility: axe-core (WCAG 2.0/2.1 A and AA) on every page, in a left-to-right and a
 * right-to-left language, in the light and the dark theme (its colours once), and the keyboard paths that matter
 * (reaching a control by Tab, dialogs trapping focus and giving it back).
 */

const languages = ['en', 'ar'] as const
const themes = ['light', 'dark'] as const
type Language = (typeof languages)[number]
type Theme = (typeof themes)[number]

const logoutLabel: Record<Language, string> = { en: 'Logout', ar: 'تسجيل الخروج' }

const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']

/** Waits until no finite animation or transition runs (dialogs fading in, drawers sliding up). */
async function settled(page: Page) {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => {
      const iterations = animation.effect?.getComputedTiming().iterations
      return iterations === Infinity || animation.playState !== 'running'
    }),
  )
}

/**
 * The rules whose outcome depends on colours. The theme only swaps colour tokens (the markup is the
 * same), so the light pass runs every WCAG A/AA rule and the dark pass only these (a third faster).
 */
const colourRules = ['color-contrast', 'link-in-text-block']

/**
 * The themes scanned in a language. Both languages get the light pass (every rule: the right-to-left markup and
 * the translated names differ); the dark pass, which checks colours only, is the same in every language (the same
 * elements with the same colour tokens), so it runs in the first.
 */
const themesIn = (language: Language): readonly Theme[] => (language === languages[0] ? themes : ['light'])

/** Runs axe on the page and fails (softly) with a readable list of its serious and critical violations. */
async function expectNoSeriousViolations(page: Page, label: string, theme: Theme) {
  await hydrated(page.locator('body'))
  await settled(page)
  // Legacy mode runs axe in the page itself; the default opens a blank page for every scan to gather the results of
  // cross-origin frames, which these pages do not have (a second per scan).
  const builder = new AxeBuilder({ page }).setLegacyMode(true).withTags(wcagTags)
  const { violations } = await (theme === 'dark' ? builder.withRules(colourRules) : builder).analyze()
  const serious = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
  const report = serious
    .map((violation) => {
      const nodes = violation.nodes
        .slice(0, 3)
        .map(
          (node) =>
            `      - ${node.target.join(' ')}${node.failureSummary ? `\n        ${node.failureSummary.split('\n').join(' ')}` : ''}`,
        )
        .join('\n')
      return `  [${violation.impact}] ${violation.id}: ${violation.help} (${violation.nodes.length} node(s))\n${nodes}`
    })
    .join('\n')
  expect.soft(serious.length, `${label}: ${serious.length} serious or critical violation(s)\n${report}`).toBe(0)
}

/** The language (cookie, read by the server) and the theme (localStorage, before the first paint) of a mode. */
async function usePreferences(context: BrowserContext, page: Page, baseURL: string, language: Language, theme: Theme) {
  await context.addCookies([{ name: 'i18next', value: language, url: baseURL }])
  await page.addInitScript((value) => localStorage.setItem('theme', value), theme)
}

/**
 * Scans each path in the given language, in both themes. Each theme gets a page of its own (the
 * theme is set by an init script, which cannot be removed), sharing the context's session.
 */
async function scanPages(context: BrowserContext, baseURL: string, language: Language, paths: string[]) {
  for (const theme of themesIn(language)) {
    const page = await context.newPage()
    await usePreferences(context, page, baseURL, language, theme)
    for (const path of paths) {
      await page.goto(path)
      await expect(page.locator('html')).toHaveAttribute('lang', language)
      await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`))
      await expectNoSeriousViolations(page, `${path} (${language}, ${theme})`, theme)
    }
    await page.close()
  }
}

for (const language of languages) {
  test.describe(`axe, ${language}`, () => {
    // Each test scans several pages twice (light and dark); axe takes a second or two per scan.
    test.describe.configure({ timeout: 90_000 })

    test('sign-in, error, 404 pages', async ({ context, baseURL }) => {
      await scanPages(context, baseURL!, language, [
        '/login',
        `/login/verify?email=${encodeURIComponent('someone@example.com')}`,
        '/login/error?error=access_denied',
        '/no-such-page',
      ])
    })

    test('onboarding of a new account', async ({ page, context, baseURL }) => {
      await signIn(page, newEmail('a11y'))
      await expect(page).toHaveURL(/\/onboarding/)
      await scanPages(context, baseURL!, language, ['/onboarding'])
    })

    test('user area and the 403 page', async ({ page, context, baseURL }) => {
      await signIn(page, user.email)
      const repository = await firstItemPath(page, '/app/repositories?searchTerm=pglite')
      await scanPages(context, baseURL!, language, [
        '/app',
        '/app/repositories',
        repository,
        '/app/account',
        '/manager/dashboard',
      ])
    })

    test('manager: dashboard, account, API documentation', async ({ page, context, baseURL }) => {
      await signIn(page, admin.email)
      const paths = ['/manager/dashboard', '/manager/account']
      // A page added while this spec was written: scanned when the build has it.
      const apiDocs = await page.request.get('/manager/api', { maxRedirects: 0 })
      if (apiDocs.status() === 200) paths.push('/manager/api')
      await scanPages(context, baseURL!, language, paths)
    })

    test('manager: repositories', async ({ page, context, baseURL }) => {
      await signIn(page, admin.email)
      const repository = await firstItemPath(page, '/manager/repositories?searchTerm=pglite')
      await scanPages(context, baseURL!, language, [
        '/manager/repositories',
        '/manager/repositories/new',
        repository,
        `${repository}/update`,
      ])
    })

    test('manager: users', async ({ page, context, baseURL }) => {
      await signIn(page, admin.email)
      const member = await firstItemPath(page, `/manager/users?searchTerm=${encodeURIComponent(user.email)}`)
      await scanPages(context, baseURL!, language, ['/manager/users', '/manager/users/new', member, `${member}/update`])
    })

    test('dialogs: logout, repository delete; phone layout and menu', async ({ page, context, baseURL }) => {
      await signIn(page, admin.email)
      const repository = await firstItemPath(page, '/manager/repositories?searchTerm=pglite')
      for (const theme of themesIn(language)) {
        const tab = await context.newPage()
        await usePreferences(context, tab, baseURL!, language, theme)

        await tab.goto('/manager/dashboard')
        await (await hydrated(tab.locator('#app-sidebar').getByRole('button', { name: logoutLabel[language] }))).click()
        const logoutDialog = tab.getByRole('dialog')
        await expect(logoutDialog).toBeVisible()
        await expectNoSeriousViolations(tab, `logout confirmation (${language}, ${theme})`, theme)
        await tab.keyboard.press('Escape')
        await expect(logoutDialog).toHaveCount(0)

        await tab.goto(repository)
        await (await hydrated(tab.getByRole('main').locator('button[aria-haspopup="dialog"]'))).click()
        await expect(tab.getByRole('dialog')).toBeVisible()
        await expectNoSeriousViolations(tab, `repository delete confirmation (${language}, ${theme})`, theme)
        await tab.keyboard.press('Escape')

        await tab.setViewportSize({ width: 390, height: 844 })
        await tab.goto('/manager/dashboard')
        // The phone layout itself (top bar, bottom navigation), then its "More" drawer.
        await expectNoSeriousViolations(tab, `phone layout (${language}, ${theme})`, theme)
        await (await hydrated(tab.locator('nav button[aria-haspopup="dialog"]'))).click()
        await expect(tab.locator('[data-variant="drawer"]')).toBeVisible()
        await expectNoSeriousViolations(tab, `phone menu drawer (${language}, ${theme})`, theme)
        await tab.close()
      }
    })
  })
}

/** Presses Tab until `target` has focus; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, max = 60) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab')
    if (await target.evaluate((element) => element === document.activeElement)) return
  }
  throw new Error(`${target} not reached after ${max} Tab presses`)
}

const focusIsInside = (container: Locator) => container.evaluate((element) => element.contains(document.activeElement))

/** With the dialog open: focus is inside, stays inside over many Tab and Shift+Tab presses, Escape closes it and gives focus back to `trigger`. */
async function expectFocusTrapped(page: Page, dialog: Locator, trigger: Locator) {
  await expect(dialog).toBeVisible()
  await expect.poll(() => focusIsInside(dialog)).toBe(true)
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Tab')
    expect(await focusIsInside(dialog), `focus after ${i + 1} Tab(s)`).toBe(true)
  }
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Shift+Tab')
    expect(await focusIsInside(dialog), `focus after ${i + 1} Shift+Tab(s)`).toBe(true)
  }
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(trigger).toBeFocused()
}

test.describe('keyboard', () => {
  test('Tab from the top of /manager/repositories reaches "New repository", Enter opens it', async ({
    page,
    baseURL,
  }) => {
    await signIn(page, admin.email)
    await page.goto('/manager/repositories')
    const newRepository = await hydrated(page.getByRole('link', { name: 'New repository' }))
    await tabTo(page, newRepository)
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(`${baseURL}/manager/repositories/new`)
    await expect(page.getByLabel('Name')).toBeVisible()
  })

  test('the logout confirmation opens by keyboard, traps focus, closes on Escape and gives focus back', async ({
    page,
  }) => {
    await signIn(page, user.email)
    const logout = await hydrated(
      page.getByRole('complementary', { name: 'Sidebar' }).getByRole('button', { name: 'Logout' }),
    )
    await tabTo(page, logout)
    await page.keyboard.press('Enter')
    await expectFocusTrapped(page, page.getByRole('dialog', { name: 'Are you sure?' }), logout)
    // Space opens it as well.
    await page.keyboard.press('Space')
    await expect(page.getByRole('dialog', { name: 'Are you sure?' })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(logout).toBeFocused()
  })

  test('on a phone (390 px), the "More" drawer opens by keyboard, traps focus, closes on Escape and gives focus back', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await signIn(page, user.email)
    const more = await hydrated(
      page.getByRole('navigation', { name: 'Main navigation' }).getByRole('button', { name: 'More' }),
    )
    await tabTo(page, more)
    await page.keyboard.press('Enter')
    await expectFocusTrapped(page, page.getByRole('dialog', { name: 'Menu' }), more)
  })
})
