import type { BrowserContext, Locator, Page } from '@playwright/test'
import { seriousViolations } from './fixtures/axe'
import { type Finding, translationProblems } from './fixtures/translation-check'
import { admin, expect, firstItemPath, hydrated, newEmail, signIn, test, user } from './fixtures/test'

/**
 * One tour of every page of both areas, as an administrator and as a user, the sign-in and error pages, onboarding,
 * detail and form pages, and the dialogs, menus and phone drawer they open, in each language. Each stop is checked:
 * - translated: no raw translation key, and in French, Arabic or Swahili no English text whose translation differs
 *   (e2e/fixtures/translation-check.ts derives both from the locale files);
 * - accessible, in English and in Arabic (right to left): no serious or critical axe-core violation of WCAG 2.0/2.1
 *   A and AA. A theme only swaps colour tokens, the same in every language: English is toured in the dark theme,
 *   Arabic in the light one.
 * One signed-in browser per role and language (signed in in English, then switched by the language cookie the server
 * reads); the findings of a test are reported at once.
 */

const languages = ['en', 'fr', 'ar', 'sw'] as const
type Language = (typeof languages)[number]

const axeThemes: Partial<Record<Language, 'light' | 'dark'>> = { en: 'dark', ar: 'light' }

/** Waits until nothing moves or loads: dialogs fading in, namespaces or data still on their way. */
async function settled(page: Page) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.effect?.getComputedTiming().iterations === Infinity || animation.playState !== 'running',
      ),
  )
}

class Report {
  readonly findings: string[] = []

  async check(page: Page, language: Language, label: string) {
    await settled(page)
    const problems: Finding[] = await translationProblems(page, language)
    for (const { where, text, problem } of problems)
      this.findings.push(`${label} (${language}) ${where}: ${problem}: "${text.slice(0, 120)}"`)
    if (axeThemes[language])
      for (const violation of await seriousViolations(page))
        this.findings.push(`${label} (${language}, ${axeThemes[language]} theme) axe: ${violation}`)
  }

  expectNone() {
    expect(this.findings, `${this.findings.length} finding(s):\n${this.findings.join('\n')}`).toEqual([])
  }
}

/** The language (a cookie, read by the server) and, where axe runs, the theme (local storage, before the first paint). */
async function usePreferences(context: BrowserContext, page: Page, baseURL: string, language: Language) {
  await context.addCookies([{ name: 'i18next', value: language, url: baseURL }])
  const theme = axeThemes[language]
  if (theme) await page.addInitScript((value) => localStorage.setItem('theme', value), theme)
}

/** Opens `path` in `language` and checks it once it is ready (hydrated, or enhanced for a sign-in page). */
async function visit(report: Report, page: Page, language: Language, path: string) {
  await page.goto(path)
  await expect(page.locator('html')).toHaveAttribute('lang', language)
  const theme = axeThemes[language]
  if (theme) await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`))
  await hydrated(page.locator('body'))
  await report.check(page, language, path)
}

/**
 * Opens each dialog and menu that the buttons within `scope` open, checks the page with it open, and closes it.
 * A trigger the page disables (an action not allowed here) is left alone.
 */
async function checkPopups(report: Report, page: Page, language: Language, scope: Locator, label: string) {
  const triggers = scope.locator(
    'button[aria-haspopup="dialog"]:not([disabled]), button[aria-haspopup="menu"]:not([disabled])',
  )
  const count = await triggers.count()
  let opened = 0
  for (let index = 0; index < count; index++) {
    const trigger = triggers.nth(index)
    if (!(await trigger.isVisible())) continue
    opened++
    const name = (await trigger.getAttribute('aria-label')) ?? (await trigger.innerText()).trim()
    await trigger.click()
    const popup = page.locator('[role="dialog"], [role="menu"], [role="alertdialog"]').first()
    await expect(popup).toBeVisible()
    await report.check(page, language, `${label}, "${name}" open`)
    await page.keyboard.press('Escape')
    await expect(page.locator('[role="dialog"], [role="menu"], [role="alertdialog"]')).toHaveCount(0)
  }
  // Every page given here has at least one: none found means the check ran on a page that was not ready.
  expect(opened, `${label}: dialogs or menus opened`).toBeGreaterThan(0)
}

/** Signs the page in as the administrator; returns the manager paths of a seeded repository and of the user. */
async function signInAsAdmin(page: Page) {
  await signIn(page, admin.email)
  return {
    repository: await firstItemPath(page, '/manager/repositories?searchTerm=pglite'),
    member: await firstItemPath(page, `/manager/users?searchTerm=${encodeURIComponent(user.email)}`),
  }
}

/**
 * Creates an organisation through /app/organizations (in English), with a sign-in domain waiting for its DNS record
 * (so that the stops show the record and its copy buttons), and returns its page's path.
 */
async function createOrganization(page: Page) {
  const name = `Translations ${Math.random().toString(36).slice(2, 8)}`
  await page.goto('/app/organizations')
  await (await hydrated(page.getByRole('button', { name: 'New organization' }))).click()
  const dialog = page.getByTestId('responsive-dialog')
  await dialog.getByLabel('Name').fill(name)
  await dialog.getByRole('button', { name: 'Create' }).click()
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible()
  await (await hydrated(page.getByRole('button', { name: 'Add the domain' }))).click()
  const domain = `tour-${Math.random().toString(36).slice(2, 8)}.example.org`
  await dialog.getByLabel('Domain').fill(domain)
  await dialog.getByRole('button', { name: 'Add the domain' }).click()
  await expect(page.getByText(`_threshold-verification.${domain}`)).toBeVisible()
  return new URL(page.url()).pathname
}

for (const language of languages) {
  test.describe(`the tour, ${language}`, () => {
    // A test goes through many pages, and opens their dialogs and menus; axe takes a second or two per stop.
    test.describe.configure({ timeout: axeThemes[language] ? 180_000 : 120_000 })

    test('sign-in pages, their errors, and the error pages', async ({ page, context, baseURL }) => {
      const report = new Report()
      const email = encodeURIComponent('someone@example.com')
      const paths = [
        '/login',
        '/login?error=EMAIL_INVALID',
        '/login?error=RATE_LIMITED',
        '/login?error=BANNED_USER',
        `/login/verify?email=${email}`,
        `/login/verify?email=${email}&error=INVALID_OTP`,
        `/login/verify?email=${email}&error=TOO_MANY_ATTEMPTS`,
        '/login/error?error=access_denied',
        '/login/error',
        '/no-such-page',
      ]
      await usePreferences(context, page, baseURL!, language)
      for (const path of paths) await visit(report, page, language, path)
      report.expectNone()
    })

    test('onboarding of a new account', async ({ page, context, baseURL }) => {
      const report = new Report()
      await signIn(page, newEmail('translations'))
      await expect(page).toHaveURL(/\/onboarding/)
      await usePreferences(context, page, baseURL!, language)
      await visit(report, page, language, '/onboarding')
      // The form's own messages: an empty name sent.
      await page.locator('main form button[type="submit"]').click()
      await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible()
      await report.check(page, language, '/onboarding, empty name sent')
      report.expectNone()
    })

    test('user area, its dialogs and menus, and the 403 page', async ({ page, context, baseURL }) => {
      const report = new Report()
      await signIn(page, user.email)
      const repository = await firstItemPath(page, '/app/repositories?searchTerm=pglite')
      const organization = await createOrganization(page)
      const paths = [
        '/app/repositories',
        '/app/repositories?searchTerm=no-such-repository-anywhere',
        repository,
        '/app/repositories/00000000-0000-0000-0000-000000000000',
        '/app/organizations/invitations/00000000-0000-0000-0000-000000000000',
        '/app/account/activity',
        '/manager/dashboard',
      ]
      await usePreferences(context, page, baseURL!, language)
      for (const path of paths) await visit(report, page, language, path)
      for (const path of ['/app', '/app/account', '/app/organizations', organization]) {
        await visit(report, page, language, path)
        await checkPopups(report, page, language, page.locator(path === '/app' ? 'body' : 'main'), path)
      }
      report.expectNone()
    })

    test('manager area: its list, detail and form pages, and a form sent empty', async ({ page, context, baseURL }) => {
      const report = new Report()
      const { repository, member } = await signInAsAdmin(page)
      const paths = [
        '/manager/repositories',
        '/manager/repositories/new',
        `${repository}/update`,
        '/manager/users',
        '/manager/users?searchTerm=no-such-person-anywhere',
        '/manager/users/new',
        `${member}/update`,
        '/manager/users/00000000-0000-0000-0000-000000000000',
        '/manager/organizations',
        '/manager/api',
        '/manager/account/activity',
      ]
      await usePreferences(context, page, baseURL!, language)
      for (const path of paths) await visit(report, page, language, path)
      // The forms' own messages: a repository sent empty.
      await page.goto('/manager/repositories/new')
      await hydrated(page.locator('body'))
      await page.locator('main form button[type="submit"]').click()
      await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible()
      await report.check(page, language, '/manager/repositories/new, sent empty')
      report.expectNone()
    })

    test('manager area: the dialogs and menus of its pages, and the phone layout and drawer', async ({
      page,
      context,
      baseURL,
    }) => {
      const report = new Report()
      const { repository, member } = await signInAsAdmin(page)
      const organization = `/manager/organizations/${(await createOrganization(page)).split('/').at(-1)!}`
      await usePreferences(context, page, baseURL!, language)
      for (const path of ['/manager/dashboard', repository, member, organization, '/manager/account']) {
        await visit(report, page, language, path)
        await checkPopups(report, page, language, page.locator(path === '/manager/dashboard' ? 'body' : 'main'), path)
      }
      // The phone layout and its "More" drawer.
      await page.setViewportSize({ width: 390, height: 844 })
      await visit(report, page, language, '/manager/dashboard')
      await checkPopups(report, page, language, page.locator('nav'), 'phone navigation')
      report.expectNone()
    })
  })
}
