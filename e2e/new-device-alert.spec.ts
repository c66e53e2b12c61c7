import type { Page } from '@playwright/test'
import { codeInput, expect, inbox, newEmail, otherPersonBrowser, requestCodeOnLoginPage, test } from './fixtures/test'
import { extractCode } from './fixtures/smtp-sink'

const ALERT_SUBJECT = 'New sign-in to your Threshold account'

/**
 * Signs in on `page` by code through the real pages and returns the inbox's count once the code's e-mail was read,
 * before the code is typed: whatever `email` receives after it was sent because of this sign-in.
 */
async function signInByCode(page: Page, email: string) {
  await page.goto('/login')
  const since = await inbox.count()
  await requestCodeOnLoginPage(page, email)
  const code = extractCode(await inbox.waitForEmail(email, { since, withCode: true }))
  const afterCode = await inbox.count()
  await codeInput(page).fill(code)
  await expect(page).not.toHaveURL(/\/login(\/|\?|$)/)
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1)
  return afterCode
}

/** No e-mail reaches `email` after `since` for a while: a local mail server takes milliseconds. */
async function expectNoEmail(email: string, since: number) {
  await expect(inbox.waitForEmail(email, { since, timeoutMs: 3_000 })).rejects.toThrow(/No e-mail/)
}

test('a sign-in from a second browser e-mails the person once, naming the browser and linking to their activity', async ({
  page,
  browser,
  baseURL,
}) => {
  // Three sign-ins by code and two waits that prove no e-mail came.
  test.setTimeout(60_000)
  const email = newEmail('device')
  // The account's first sign-in: its browser becomes known, and nobody is told about it.
  const afterFirst = await signInByCode(page, email)
  await expectNoEmail(email, afterFirst)

  const other = await otherPersonBrowser(browser, baseURL)
  try {
    const afterSecond = await signInByCode(other.page, email)
    const alert = await inbox.waitForEmail(email, { since: afterSecond })
    expect(alert.subject).toBe(ALERT_SUBJECT)
    expect(alert.language).toBe('en')
    // The project emulates Playwright's "Desktop Chrome", whose user agent says Windows.
    expect(alert.text).toContain('Browser: Chrome on Windows')
    expect(alert.text).toContain('Signed in with: an e-mail code')
    expect(alert.text).toMatch(/^Network \(approximate\): 10\.25[01]\.\d{1,3}\.x$/m)
    expect(alert.text).toMatch(/^When: .+ UTC$/m)
    expect(alert.text).toContain(`Review your security activity: ${baseURL}/app/account/activity\n`)
    expect(alert.text).toContain(`Not you? Sign out everywhere: ${baseURL}/app/account/activity#sign-out-everywhere`)
    expect(alert.html).toContain(`href="${baseURL}/app/account/activity#sign-out-everywhere"`)

    const cookies = await other.context.cookies()
    const deviceCookie = cookies.find((cookie) => cookie.name === 'better-auth.device_id')
    expect(deviceCookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' })
    const daysLeft = (deviceCookie!.expires * 1000 - Date.now()) / 86_400_000
    expect(daysLeft).toBeGreaterThan(399)
    expect(daysLeft).toBeLessThanOrEqual(400)

    // Signed out and in again, the second browser is known: no second alert.
    const signedOut = await other.page.request.post('/api/auth/sign-out', { headers: { origin: baseURL! }, data: {} })
    expect(signedOut.status()).toBe(200)
    const afterThird = await signInByCode(other.page, email)
    await expectNoEmail(email, afterThird)
  } finally {
    await other.context.close()
  }
})
