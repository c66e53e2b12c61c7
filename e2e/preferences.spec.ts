import { expect, hydrated, signIn, test, user } from './fixtures/test'

test.describe('language', () => {
  test('Arabic on the login page turns the page right-to-left and survives a reload', async ({ page, context }) => {
    await page.goto('/login')
    const html = page.locator('html')
    const heading = page.getByRole('heading', { level: 1 })
    await expect(html).toHaveAttribute('lang', 'en')
    await expect(html).toHaveAttribute('dir', 'ltr')
    await expect(heading).toHaveText('Sign in to Threshold')

    // A document-only page (decision 021): its small script keeps the choice and renders the page again.
    await page.getByLabel('Language').selectOption({ label: 'العربية' })
    await expect(html).toHaveAttribute('lang', 'ar')
    await expect(html).toHaveAttribute('dir', 'rtl')
    await expect(heading).not.toHaveText('Sign in to Threshold')

    await page.reload()
    await expect(html).toHaveAttribute('lang', 'ar')
    await expect(html).toHaveAttribute('dir', 'rtl')
    await expect(heading).not.toHaveText('Sign in to Threshold')
    await expect(page.getByRole('combobox')).toHaveValue('ar')
    // Kept where the server (cookie) and the browser (local storage) look for it.
    const cookies = await context.cookies()
    expect(cookies.find((cookie) => cookie.name === 'i18next')?.value).toBe('ar')
    expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('ar')
  })

  test('French from the signed-in header', async ({ page }) => {
    await signIn(page, user.email)
    const heading = page.getByRole('heading', { level: 1 })
    await expect(heading).toHaveText('Welcome, User')

    await (await hydrated(page.getByLabel('Language'))).selectOption({ label: 'Français' })
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr')
    await expect(heading).not.toHaveText('Welcome, User')

    await page.reload()
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
    await expect(heading).not.toHaveText('Welcome, User')
  })
})

test.describe('theme', () => {
  test('Dark is applied at once and kept after a reload', async ({ page }) => {
    await page.goto('/login')
    const html = page.locator('html')
    await expect(html).not.toHaveClass(/\bdark\b/)

    const dark = page.getByRole('radio', { name: 'Dark' })
    await dark.click()
    await expect(html).toHaveClass(/\bdark\b/)
    await expect(dark).toHaveAttribute('aria-checked', 'true')
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark')

    // From the first paint: the inline script in <head> applies it (this page loads no bundle at all).
    await page.reload()
    await expect(html).toHaveClass(/\bdark\b/)
    await expect(page.getByRole('radio', { name: 'Dark' })).toHaveAttribute('aria-checked', 'true')

    await page.getByRole('radio', { name: 'Light' }).click()
    await expect(html).not.toHaveClass(/\bdark\b/)
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light')
  })

  test('the signed-in header switches the theme too', async ({ page }) => {
    await signIn(page, user.email)
    const html = page.locator('html')

    const sidebar = page.getByRole('complementary', { name: 'Sidebar' })
    await (await hydrated(sidebar.getByRole('radio', { name: 'Dark' }))).click()
    await expect(html).toHaveClass(/\bdark\b/)
    await expect(sidebar.getByRole('radio', { name: 'Dark' })).toHaveAttribute('aria-checked', 'true')
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark')

    // From the first paint: the inline script in <head> applies it before the bundle runs.
    await page.route('**/*.js', (route) => route.abort())
    await page.reload()
    await expect(html).toHaveClass(/\bdark\b/)
  })
})
