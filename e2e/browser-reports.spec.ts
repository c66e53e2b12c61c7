import type { Page } from '@playwright/test'
import { admin, expect, newEmail, signIn, test } from './fixtures/test'

/**
 * What Chromium reports while a page loads and hydrates: console errors and warnings, uncaught errors, and the
 * DevTools issues (CSP violations, form fields without id or name ...). Lighthouse counts console errors and
 * CSP issues against best practices (npm run lighthouse); this catches them on every run of the suite.
 */
async function watchReports(page: Page) {
  const reports: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      reports.push(`console ${message.type()}: ${message.text()}`)
  })
  page.on('pageerror', (error) => reports.push(`uncaught: ${error.message}`))
  const cdp = await page.context().newCDPSession(page)
  cdp.on('Audits.issueAdded', ({ issue }) => {
    // A script writing document.cookie (the language detector storing the language) is only a performance hint.
    if (issue.code === 'PerformanceIssue') return
    reports.push(`issue ${issue.code}: ${JSON.stringify(issue.details)}`)
  })
  await cdp.send('Audits.enable')
  return reports
}

async function open(page: Page, path: string) {
  await page.goto(path)
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1)
  // The page's own calls after hydration (lists, language files) have answered.
  await page.waitForLoadState('networkidle')
}

test.describe('what Chromium reports on the pages', () => {
  test('the signed-in pages log no error or warning and raise no DevTools issue', async ({ page }) => {
    await signIn(page, admin.email)
    const reports = await watchReports(page)
    for (const path of [
      '/app',
      '/app/repositories',
      '/app/account',
      '/manager/dashboard',
      '/manager/users',
      '/manager/organizations',
      '/manager/api',
    ]) {
      await open(page, path)
      expect(reports, path).toEqual([])
    }
  })

  test('the onboarding of a new account logs no error or warning and raises no DevTools issue', async ({ page }) => {
    await signIn(page, newEmail('onboarding'))
    await expect(page).toHaveURL(/\/onboarding/)
    const reports = await watchReports(page)
    await open(page, '/onboarding')
    expect(reports).toEqual([])
  })
})
