import { type Page, test as base, expect } from '@playwright/test'
import { codeInput, requestCodeOnLoginPage } from '../fixtures/test'
import { codeInServerLog, serverLogSize } from './server'

export { expect }

/**
 * What the browser says that is not the application's: Chromium's warning about a Permissions-Policy feature
 * it does not know (Web Bluetooth is missing from Linux builds; the header still closes it where it exists).
 */
const notTheApplications = [/^Error with Permissions-Policy header: Unrecognized feature: 'bluetooth'\.$/]

/**
 * Every test fails on a page error, a console error or warning (React's hydration mismatches among them),
 * each reported with the address it happened on.
 */
export const test = base.extend<{ problems: string[] }>({
  problems: [
    async ({ page }, use) => {
      const problems: string[] = []
      page.on('pageerror', (error) => problems.push(`${page.url()}: page error: ${error.message}`))
      page.on('console', (message) => {
        if (message.type() !== 'error' && message.type() !== 'warning') return
        if (notTheApplications.some((pattern) => pattern.test(message.text()))) return
        problems.push(`${page.url()}: console ${message.type()}: ${message.text()}`)
      })
      await use(problems)
      expect(problems, 'page errors, console errors and warnings').toEqual([])
    },
    { auto: true },
  ],
})

/**
 * Signs in as a developer does: the e-mail on /login, the code from the dev server's log typed into /login/verify.
 * The sixth digit sends it: no click on Confirm. Waits until the page signed in to has hydrated.
 */
export async function signInByTyping(page: Page, email: string, { startAt = '/login' }: { startAt?: string } = {}) {
  await page.goto(startAt)
  const since = serverLogSize()
  await requestCodeOnLoginPage(page, email)
  await codeInput(page).pressSequentially(await codeInServerLog(email, since))
  await expect(page).not.toHaveURL(/\/login(\/|\?|$)/)
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1)
}

/** Opens `path` with a full page load and waits until it has hydrated (and so has reported its problems). */
export async function openPage(page: Page, path: string) {
  const response = await page.goto(path)
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1)
  return response
}
