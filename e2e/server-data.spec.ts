import type { Page } from '@playwright/test'
import { admin, expect, hydrated, signIn, test } from './fixtures/test'

/** The path of the first link of the main area's list on `listPath` whose target starts with `prefix`. */
async function firstDetailPath(page: Page, listPath: string, prefix: string) {
  await page.goto(listPath)
  const href = await page.getByRole('main').locator(`a[href^="${prefix}"]`).first().getAttribute('href')
  expect(href, `a link to ${prefix}… on ${listPath}`).toBeTruthy()
  return href!
}

/** The server functions the page calls from its load until the network is idle after hydration. */
async function serverFunctionCallsAfterLoad(page: Page, path: string) {
  const calls: string[] = []
  const record = (request: { url: () => string }) => {
    if (new URL(request.url()).pathname.startsWith('/_serverFn/')) calls.push(request.url())
  }
  page.on('request', record)
  await page.goto(path)
  await hydrated(page.locator('main'))
  await page.waitForLoadState('networkidle')
  page.off('request', record)
  return calls
}

test('every page shows the data the server rendered, without calling a server function again', async ({ page }) => {
  test.setTimeout(120_000)
  await signIn(page, admin.email)

  // An organisation of the admin's, for the organisation pages.
  await page.goto('/app/organizations')
  await (await hydrated(page.getByRole('button', { name: 'New organization' }))).click()
  await page
    .getByTestId('responsive-dialog')
    .getByLabel('Name')
    .fill(`E2E Server data ${Math.random().toString(36).slice(2, 8)}`)
  await page.getByTestId('responsive-dialog').getByRole('button', { name: 'Create' }).click()
  await expect(page).toHaveURL(/\/app\/organizations\/[\w-]+$/)
  const organizationId = new URL(page.url()).pathname.split('/').at(-1)!

  const user = await firstDetailPath(
    page,
    `/manager/users?searchTerm=${encodeURIComponent(admin.email)}`,
    '/manager/users/',
  )
  const repository = await firstDetailPath(page, '/manager/repositories?searchTerm=pglite', '/manager/repositories/')
  const repositoryId = repository.split('/').at(-1)!

  const paths = [
    '/app',
    '/manager/dashboard',
    '/manager/users',
    user,
    `${user}/update`,
    '/manager/repositories',
    repository,
    `${repository}/update`,
    '/app/repositories',
    `/app/repositories/${repositoryId}`,
    '/manager/organizations',
    `/manager/organizations/${organizationId}`,
    '/app/organizations',
    `/app/organizations/${organizationId}`,
    '/manager/account',
    '/app/account',
    '/manager/api',
  ]
  for (const path of paths) {
    expect
      .soft(await serverFunctionCallsAfterLoad(page, path), `server functions called by ${path} after load`)
      .toEqual([])
  }
})
