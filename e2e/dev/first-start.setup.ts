import { expect, test } from '@playwright/test'
import { openPage } from './fixtures'

// The server started with --force, as a fresh checkout does: Vite optimises the dependencies again. One it finds
// only on the first page (one the start plugin leaves out) would make it reload that page. This runs before any
// other page is opened; the checks then open each page for the first time, compiled on that visit as a developer's.
test('the first page of a first start loads once', async ({ page }) => {
  let loads = 0
  page.on('load', () => loads++)
  await openPage(page, '/login')
  await page.waitForLoadState('networkidle')
  expect(loads).toBe(1)
})
