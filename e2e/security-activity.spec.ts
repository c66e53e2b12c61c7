import type { Page } from '@playwright/test'
import {
  admin,
  codeInput,
  codeSentTo,
  expect,
  hydrated,
  inbox,
  newEmail,
  otherPersonBrowser,
  requestCodeOnLoginPage,
  signIn,
  test,
} from './fixtures/test'

const activity = (page: Page) => page.getByTestId('security-activity')
const entries = (page: Page, kind: string) => activity(page).locator(`li[data-kind="${kind}"]`)

test.describe('security activity', () => {
  test('a refused code and the sign-ins of another browser show on the person’s activity page and to the admin', async ({
    page,
    browser,
    baseURL,
  }) => {
    // Four sign-ins in three browsers.
    test.slow()
    // The person signs up, then names their account.
    const email = newEmail('activity')
    await signIn(page, email, { startAt: `/login?redirect=${encodeURIComponent('/app/account')}` })
    await (await hydrated(page.getByLabel('Name', { exact: true }))).fill('Ada Activity')
    await page.getByRole('button', { name: 'Continue' }).click()
    await expect(page).toHaveURL(/\/app\/account$/)

    // From a second browser, elsewhere: one wrong code, then the right one.
    const other = await otherPersonBrowser(browser, baseURL)
    await inbox.withLock(email, async () => {
      await other.page.goto('/login')
      const since = await inbox.count()
      await requestCodeOnLoginPage(other.page, email)
      const code = await codeSentTo(email, since)
      await codeInput(other.page).fill(code.replace(/\d/g, (digit) => String((Number(digit) + 1) % 10)))
      await expect(other.page.getByText('Code is invalid')).toBeVisible()
      await (await hydrated(codeInput(other.page))).fill(code)
      await expect(other.page).toHaveURL(`${baseURL}/app`)
    })

    // The account page links to the activity page.
    await page.reload()
    await (await hydrated(page.getByRole('link', { name: 'See security activity' }))).click()
    await expect(page).toHaveURL(`${baseURL}/app/account/activity`)
    await expect(page.getByRole('heading', { level: 1, name: 'Security activity' })).toBeVisible()
    await expect(entries(page, 'sign-in')).toHaveCount(2)
    await expect(entries(page, 'sign-in').first()).toContainText('Signed in with an e-mail code')
    const refused = entries(page, 'sign-in-refused')
    await expect(refused).toHaveCount(1)
    await expect(refused).toContainText('A sign-in code was refused')
    // The second browser's address is 10.250.x.x or 10.251.x.x: only its network is shown.
    await expect(refused).toContainText(/Chrome on [A-Za-z]+ · 10\.25[01]\.\d{1,3}\.x/)
    await expect(entries(page, 'sign-in').first()).toContainText(/Chrome on [A-Za-z]+ · 10\.25[01]\.\d{1,3}\.x/)
    await expect(refused.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d\d-\d\dT/)

    // Sign out everywhere ends the second browser's session, and says so in the activity.
    await page.getByRole('button', { name: 'Sign out everywhere' }).click()
    await page.getByTestId('responsive-dialog').getByRole('button', { name: 'Sign out everywhere' }).click()
    await expect(page.getByText('Your other sessions were signed out')).toBeVisible()
    await expect(activity(page).locator('li[data-event="session.revoke-others"]')).toContainText(
      'You signed out all your other sessions',
    )
    await other.page.goto('/app')
    await expect(other.page).toHaveURL(/\/login/)
    await other.context.close()

    // The admin sees the same events on the person's page.
    const adminBrowser = await otherPersonBrowser(browser, baseURL)
    await signIn(adminBrowser.page, admin.email)
    await adminBrowser.page.goto(`/manager/users?searchTerm=${encodeURIComponent(email)}`)
    await (await hydrated(adminBrowser.page.getByRole('link', { name: /Ada Activity/ }).first())).click()
    await expect(adminBrowser.page).toHaveURL(/\/manager\/users\/[^/]+$/)
    await expect(entries(adminBrowser.page, 'sign-in')).toHaveCount(2)
    await expect(entries(adminBrowser.page, 'sign-in-refused')).toContainText('A sign-in code was refused')
    await expect(entries(adminBrowser.page, 'sign-in-refused')).toContainText(/Chrome on [A-Za-z]+ · 10\.25[01]/)
    await adminBrowser.context.close()
  })

  test('the activity page reads on a phone, in Arabic, without a raw key', async ({ page, context, baseURL }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await signIn(page, admin.email)
    await context.addCookies([{ name: 'i18next', value: 'ar', url: baseURL! }])
    await page.goto('/manager/account/activity')
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await expect(page.getByRole('heading', { level: 1, name: 'نشاط الأمان' })).toBeVisible()
    await expect(entries(page, 'sign-in').first()).toBeVisible()
    await expect(page.locator('main')).not.toContainText('activity.')
    // Nothing wider than the screen.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)
  })
})
