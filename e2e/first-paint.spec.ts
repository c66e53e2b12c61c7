import { admin, expect, hydrated, signIn, test } from './fixtures/test'

/**
 * A signed-in page paints from its HTML and stylesheet alone, then asks for the application's modules
 * (docs/decisions/034-modules-after-first-paint.md): none of them shares the connection with what the
 * first paint needs, and the page still hydrates.
 */
test('a signed-in page asks for its modules only once it has painted, then hydrates', async ({ page }) => {
  await signIn(page, admin.email)
  await page.goto('/manager/users')
  await hydrated(page.getByRole('searchbox'))

  const timing = await page.evaluate(() => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0]
    const modules = performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.startsWith('/assets/') && entry.name.endsWith('.js'))
    return { firstPaint: paint?.startTime, firstModuleRequest: Math.min(...modules.map((entry) => entry.startTime)), modules: modules.length }
  })
  expect(timing.firstPaint).toBeGreaterThan(0)
  expect(timing.modules).toBeGreaterThan(3)
  expect(timing.firstModuleRequest).toBeGreaterThanOrEqual(timing.firstPaint!)
})

test('the HTML sent holds no module preload and no module script', async ({ page, baseURL }) => {
  await signIn(page, admin.email)
  const response = await page.request.get(`${baseURL}/manager/users`)
  const html = await response.text()
  expect(html).toContain('/assets/')
  expect(html).not.toMatch(/<link[^>]+rel="modulepreload"/)
  expect(html).not.toMatch(/<script[^>]+type="module"/)
})
