import { type Page, test } from '@playwright/test'
import { admin, newEmail, requestCodeOnLoginPage, user } from '../fixtures/test'
import { appPages, firstItemPath, managerPages } from './pages'
import { codeInServerLog, serverLogSize } from './server'
import { expect, openPage } from './fixtures'

// Vite compiles a page's modules on its first visit, slowly on a busy machine. Every page the checks open is
// opened once here first, so that their timeouts measure what a developer sees next.

/** Compiles /login and /login/verify, then posts the code the way the form does (its field is for the checks). */
async function signInThroughPages(page: Page, email: string) {
  await page.goto('/login')
  const since = serverLogSize()
  await requestCodeOnLoginPage(page, email)
  const code = await codeInServerLog(email, since)
  const response = await page.request.post('/login/verify', {
    form: { email, code },
    headers: { origin: new URL(page.url()).origin },
  })
  expect(new URL(response.url()).pathname).not.toMatch(/^\/login/)
}

// The server started with --force, as a fresh checkout does: Vite optimises the dependencies again. One it finds
// only on the first page (one the start plugin leaves out) would make it reload that page.
test('the first page of a first start loads once', async ({ page }) => {
  let loads = 0
  page.on('load', () => loads++)
  await openPage(page, '/login')
  await page.waitForLoadState('networkidle')
  expect(loads).toBe(1)
})

test('opens every page once', async ({ page }) => {
  for (const language of ['en', 'fr', 'ar', 'sw'])
    await openPage(page, `/login/verify?email=${admin.email}&lng=${language}`)
  await page.context().clearCookies()
  await openPage(page, '/login/error?error=access_denied')

  await signInThroughPages(page, admin.email)
  for (const path of [...appPages, ...managerPages]) await openPage(page, path)
  await openPage(page, '/app/repositories')
  const repository = await firstItemPath(page, '/app/repositories/')
  await openPage(page, repository)
  await openPage(page, repository.replace('/app/', '/manager/'))
  await openPage(page, '/manager/users')
  const userPage = await firstItemPath(page, '/manager/users/')
  await openPage(page, userPage)
  await openPage(page, `${userPage}/update`)

  await page.context().clearCookies()
  await signInThroughPages(page, user.email)
  await openPage(page, '/manager/dashboard')

  await page.context().clearCookies()
  await signInThroughPages(page, newEmail('warm-up'))
  await openPage(page, '/onboarding')
})
