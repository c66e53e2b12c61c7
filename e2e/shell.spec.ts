import { readFileSync, readdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ports } from './fixtures/ports'
import { expect, hydrated, signIn, test, user } from './fixtures/test'

test.describe('mobile web app', () => {
  test('the manifest is linked and served with the name and icons', async ({ page, request }) => {
    await page.goto('/login')
    const href = await page.locator('link[rel="manifest"]').getAttribute('href')
    expect(href).toBe('/manifest.webmanifest')

    const response = await request.get(href ?? '')
    expect(response.status()).toBe(200)
    const manifest = (await response.json()) as {
      name: string
      short_name: string
      start_url: string
      display: string
      theme_color: string
      background_color: string
      icons: Array<{ src: string; sizes: string; type: string; purpose?: string }>
    }
    expect(manifest).toMatchObject({
      name: 'Threshold',
      short_name: 'Threshold',
      start_url: '/app',
      display: 'standalone',
    })
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i)
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i)
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']))
    expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true)
    for (const icon of manifest.icons) {
      const image = await request.get(icon.src)
      expect(image.status(), icon.src).toBe(200)
      expect(image.headers()['content-type'], icon.src).toBe('image/png')
    }
  })

  test('apple-touch-icon, theme colours and home-screen meta are in the head', async ({ page, request }) => {
    await page.goto('/login')
    const appleIcon = page.locator('link[rel="apple-touch-icon"]')
    await expect(appleIcon).toHaveAttribute('href', '/apple-touch-icon.png')
    const image = await request.get('/apple-touch-icon.png')
    expect(image.status()).toBe(200)
    expect(image.headers()['content-type']).toBe('image/png')

    await expect(page.locator('meta[name="theme-color"][media="(prefers-color-scheme: light)"]')).toHaveAttribute(
      'content',
      /^#[0-9a-f]{6}$/i,
    )
    await expect(page.locator('meta[name="theme-color"][media="(prefers-color-scheme: dark)"]')).toHaveAttribute(
      'content',
      /^#[0-9a-f]{6}$/i,
    )
    await expect(page.locator('meta[name="apple-mobile-web-app-capable"]')).toHaveAttribute('content', 'yes')
    await expect(page.locator('meta[name="apple-mobile-web-app-title"]')).toHaveAttribute('content', 'Threshold')
  })
})

test.describe('page titles', () => {
  test('end with the product name', async ({ page }) => {
    await page.goto('/login')
    await expect(page).toHaveTitle(/ \| Threshold$/)
    await page.goto('/login/verify?email=someone%40example.com')
    await expect(page).toHaveTitle(/ \| Threshold$/)
    await page.goto('/no-such-page')
    await expect(page.getByRole('heading', { name: 'This page could not be found' })).toBeVisible()
    await expect(page).toHaveTitle('Page not found | Threshold')
  })
})

test.describe('development tools are not in production', () => {
  test('no login hints on the login page', async ({ page }) => {
    await page.goto('/login')
    await expect(page.getByRole('heading', { name: 'Sign in to Threshold' })).toBeVisible()
    await expect(page.getByTestId('dev-login-hints')).toHaveCount(0)
    await expect(page.getByText('admin@example.com')).toHaveCount(0)
  })

  test('/dev/mailbox is a 404', async ({ page }) => {
    const response = await page.goto('/dev/mailbox')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: 'This page could not be found' })).toBeVisible()
    await expect(page.getByTestId('dev-mailbox-email')).toHaveCount(0)
  })

  test('no link to the dev mailbox on the verify page', async ({ page }) => {
    await page.goto('/login/verify?email=someone%40example.com')
    await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Open the dev mailbox' })).toHaveCount(0)
  })

  test('/dev/ui (the UI gallery) is a 404', async ({ page }) => {
    const response = await page.goto('/dev/ui')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: 'This page could not be found' })).toBeVisible()
    await expect(page.getByTestId('ui-gallery')).toHaveCount(0)
    await expect(page.getByTestId('ui-gallery-section')).toHaveCount(0)
  })

  test('the dev pages are not in the build', () => {
    // The copy of .output the web server runs (playwright.config.ts): every chunk, lazy routes included.
    const output = join(tmpdir(), `threshold-e2e-${ports.web}`, 'output')
    const scripts = (folder: string) =>
      readdirSync(join(output, folder), { recursive: true, encoding: 'utf8' })
        .filter((file) => /\.m?js$/.test(file))
        .map((file) => readFileSync(join(output, folder, file), 'utf8'))
    const browser = scripts('public')
    const server = scripts('server')
    expect(browser.length).toBeGreaterThan(0)
    expect(server.length).toBeGreaterThan(0)
    // Test ids that only the pages' own code holds (the dev locale texts ship with every language).
    for (const marker of ['dev-mailbox-email', 'ui-gallery-section', 'ui-gallery-exports']) {
      expect(
        browser.filter((code) => code.includes(marker)),
        `${marker} in the browser bundle`,
      ).toHaveLength(0)
    }
    for (const marker of ['ui-gallery-section', 'ui-gallery-exports']) {
      expect(
        server.filter((code) => code.includes(marker)),
        `${marker} in the server bundle`,
      ).toHaveLength(0)
    }
  })
})

test('the language cookie lasts 30 days on the whole site, SameSite Lax', async ({ page, context }) => {
  await page.goto('/login')
  await page.getByLabel('Language').selectOption({ label: 'Français' })
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr')

  const switchedAt = Date.now() / 1000
  await expect.poll(async () => (await context.cookies()).find((cookie) => cookie.name === 'i18next')?.value).toBe('fr')
  const cookie = (await context.cookies()).find((candidate) => candidate.name === 'i18next')
  expect(cookie).toMatchObject({ path: '/', sameSite: 'Lax' })
  const minutes = ((cookie?.expires ?? 0) - switchedAt) / 60
  expect(minutes).toBeGreaterThan(43_200 - 60)
  expect(minutes).toBeLessThan(43_200 + 60)
})

test('a route error shows the failure and try again reloads the route after 600 ms', async ({ page }) => {
  // The query retries 3 times (1 s, 2 s, 4 s) before the route gives up.
  test.setTimeout(60_000)
  await signIn(page, user.email)
  await page.goto('/app/repositories?searchTerm=pglite')
  const link = page.getByRole('main').getByRole('listitem').filter({ hasText: 'pglite' }).getByRole('link')
  const id = (await link.getAttribute('href'))?.split('/').pop() ?? ''
  expect(id).not.toBe('')

  // Every call for this repository fails with a bare 500 (as from a proxy) until told otherwise.
  let failing = true
  await page.route(
    (url) => url.pathname.includes('/_serverFn/') && decodeURIComponent(url.search).includes(id),
    async (route) => {
      if (failing) await route.fulfill({ status: 500, contentType: 'text/plain', body: 'upstream failed' })
      else await route.continue()
    },
  )

  await hydrated(link)
  await link.click()
  // A slow navigation shows the progress bar after a second.
  await expect(page.getByRole('progressbar', { name: 'Loading...' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Something went wrong!' })).toBeVisible({ timeout: 20_000 })
  await expect(page.getByTestId('error-detail')).toHaveText('Error 500: Internal Server Error')
  await expect(page.getByRole('button', { name: 'Go back' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Go home' })).toBeVisible()

  failing = false
  const clickedAt = Date.now()
  await page.getByRole('button', { name: 'Try again' }).click()
  // Pending for 600 ms, then the route loads again.
  await expect(page.getByRole('button', { name: 'Trying again...' })).toBeDisabled()
  await expect(page.getByRole('heading', { name: 'pglite' })).toBeVisible()
  expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(600)
  await expect(page.getByRole('heading', { name: 'Something went wrong!' })).toHaveCount(0)
})
