import type { Page, Request } from '@playwright/test'
import { admin, expect, hydrated, signIn, test, user } from './fixtures/test'

const uniqueName = (label: string) =>
  `e2e-${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`

async function createRepository(page: Page, values: { name: string; link: string; description?: string }) {
  await page.goto('/manager/repositories/new')
  await hydrated(page.locator('form'))
  await page.getByLabel('Name').fill(values.name)
  await page.getByLabel('Link').fill(values.link)
  if (values.description) await page.getByLabel('Description').fill(values.description)
  await page.getByRole('button', { name: 'Create' }).click()
  await expect(page.getByRole('heading', { name: values.name })).toBeVisible()
}

const listItems = (page: Page) => page.getByRole('main').getByRole('listitem')

test.describe('repositories in the user area', () => {
  test('the list loads page after page and searches through the URL', async ({ page, baseURL }) => {
    await signIn(page, user.email)
    await page.goto('/app/repositories')
    await expect(page.getByRole('heading', { name: 'Code repositories' })).toBeVisible()
    await expect(listItems(page).first()).toBeVisible()
    await expect(listItems(page)).toHaveCount(20)

    // More than one page of seeded repositories: scrolling down (or "Load more") brings the next.
    await listItems(page).last().scrollIntoViewIfNeeded()
    await page
      .getByRole('button', { name: 'Load more' })
      .click({ timeout: 2_000 })
      .catch(() => {})
    await expect.poll(() => listItems(page).count()).toBeGreaterThan(20)

    await hydrated(page.getByRole('searchbox'))
    await page.getByRole('searchbox').fill('REAC')
    await expect(page).toHaveURL(`${baseURL}/app/repositories?searchTerm=REAC`)
    await expect(listItems(page).filter({ hasText: 'react' }).first()).toBeVisible()
    await expect(listItems(page).filter({ hasText: 'vue' })).toHaveCount(0)

    await page.getByRole('searchbox').fill('no-such-repository')
    await expect(page.getByText('No results for "no-such-repository"')).toBeVisible()

    await page.reload()
    await expect(page.getByRole('searchbox')).toHaveValue('no-such-repository')
    await expect(page.getByText('No results for "no-such-repository"')).toBeVisible()
  })

  test.describe('read from Tokyo', () => {
    test.use({ timezoneId: 'Asia/Tokyo' })

    test('a user reads a repository but cannot change it', async ({ page }) => {
      await signIn(page, user.email)
      await page.goto('/app/repositories?searchTerm=pglite')
      await listItems(page).filter({ hasText: 'pglite' }).getByRole('link').click()
      await expect(page.getByRole('heading', { name: 'pglite' })).toBeVisible()

      // The server writes its times in UTC, not knowing the reader's zone; once hydrated, the browser rewrites them
      // in its own (nine hours ahead).
      await page.reload()
      await hydrated(page.locator('body'))
      const created = page.locator('time').first()
      const iso = (await created.getAttribute('datetime'))!
      const inZone = (timeZone?: string) =>
        page.evaluate(
          ({ iso, timeZone }) =>
            new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(new Date(iso)),
          { iso, timeZone },
        )
      expect(await inZone()).not.toBe(await inZone('UTC'))
      await expect(created).toHaveText(await inZone())
      await expect(page.getByRole('link', { name: /github\.com\/electric-sql\/pglite/ })).toHaveAttribute(
        'href',
        'https://github.com/electric-sql/pglite',
      )
      await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0)
      await expect(page.getByRole('link', { name: 'Edit', exact: true })).toHaveCount(0)

      await page.goto('/manager/repositories')
      await expect(page.getByRole('heading', { name: "You don't have access to this page" })).toBeVisible()
    })
  })

  test('on a phone, a repository takes the whole screen, with a back button', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await signIn(page, user.email)
    await page.goto('/app/repositories?searchTerm=zod')
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible()
    await listItems(page).filter({ hasText: 'zod' }).getByRole('link').click()

    await expect(page.getByRole('heading', { name: 'zod' })).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0)
    await page.getByRole('link', { name: 'Back' }).click()
    await expect(page).toHaveURL(/\/app\/repositories$/)
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible()
  })

  test('an unknown repository shows a not-found state', async ({ page }) => {
    await signIn(page, user.email)
    for (const id of [crypto.randomUUID(), 'not-an-id']) {
      await page.goto(`/app/repositories/${id}`)
      await expect(page.getByText('This repository does not exist or has been deleted.')).toBeVisible()
    }
  })
})

test.describe('repositories in the manager area', () => {
  test('creating checks every field and refuses a taken name', async ({ page }) => {
    await signIn(page, admin.email)
    await page.goto('/manager/repositories')
    await page.getByRole('link', { name: 'New repository' }).click()
    await hydrated(page.locator('form'))

    await page.getByRole('button', { name: 'Create' }).click()
    await expect(page.getByText('Name is required')).toBeVisible()
    await expect(page.getByText('Link is required')).toBeVisible()

    await page.getByLabel('Name').fill('react')
    await page.getByLabel('Link').fill('a.b')
    await page.getByRole('button', { name: 'Create' }).click()
    await expect(page.getByText('Invalid link, must be at least 4 characters')).toBeVisible()

    await page.getByLabel('Link').fill('abcd')
    await page.getByRole('button', { name: 'Create' }).click()
    await expect(page.getByText('Invalid link, must contain at least a dot')).toBeVisible()

    await page.getByLabel('Link').fill('example.com/react')
    await page.getByRole('button', { name: 'Create' }).click()
    await expect(page.getByText('Name already used')).toBeVisible()
    await expect(page).toHaveURL(/\/manager\/repositories\/new$/)

    const name = uniqueName('created')
    await page.getByLabel('Name').fill(name)
    await page.getByLabel('Description').fill('Made by the end-to-end tests')
    await page.getByRole('button', { name: 'Create' }).click()
    await expect(page.getByRole('heading', { name })).toBeVisible()
    await expect(page.getByText('Repository created')).toBeVisible()
    await expect(page.getByRole('link', { name: /example\.com\/react/ })).toHaveAttribute(
      'href',
      'https://example.com/react',
    )
    await expect(page.getByText('Made by the end-to-end tests')).toBeVisible()
  })

  test('editing and deleting, behind "Are you sure?"', async ({ page }) => {
    await signIn(page, admin.email)
    const name = uniqueName('edited')
    await createRepository(page, { name, link: 'https://example.com/edit' })

    await page.getByRole('link', { name: 'Edit', exact: true }).click()
    await hydrated(page.locator('form'))
    await expect(page.getByLabel('Name')).toHaveValue(name)
    await page.getByLabel('Name').fill(`${name}-renamed`)
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByRole('heading', { name: `${name}-renamed` })).toBeVisible()
    await expect(page.getByText('Repository updated')).toBeVisible()

    await page.getByRole('button', { name: 'Delete' }).click()
    const dialog = page.getByTestId('responsive-dialog')
    await expect(dialog.getByRole('heading', { name: 'Are you sure?' })).toBeVisible()
    await dialog.getByRole('button', { name: 'Delete' }).click()
    await expect(page.getByText('Repository deleted')).toBeVisible()
    await expect(page).toHaveURL(/\/manager\/repositories$/)

    await page.goto(`/manager/repositories?searchTerm=${name}`)
    await expect(page.getByText(`No results for "${name}"`)).toBeVisible()
  })

  for (const { width, variant } of [
    { width: 390, variant: 'drawer' },
    { width: 1280, variant: 'dialog' },
  ]) {
    test(`the confirmation is a ${variant} at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 844 })
      await signIn(page, admin.email)
      await page.goto('/manager/repositories?searchTerm=vite')
      await listItems(page).filter({ hasText: 'vitest' }).getByRole('link').click()
      await hydrated(page.getByRole('button', { name: 'Delete' }))
      await page.getByRole('button', { name: 'Delete' }).click()
      await expect(page.getByTestId('responsive-dialog')).toHaveAttribute('data-variant', variant)
      await page.getByRole('button', { name: 'Cancel' }).click()
      await expect(page.getByTestId('responsive-dialog')).toHaveCount(0)
      await expect(page.getByRole('heading', { name: 'vitest' })).toBeVisible()
    })
  }

  test('the server refuses a user’s write, whatever the browser sends', async ({ page, browser, baseURL }) => {
    await signIn(page, admin.email)
    const name = uniqueName('guarded')
    const captured = new Promise<Request>((resolve) => {
      page.on('request', (request) => {
        if (request.method() === 'POST' && request.url().includes('/_serverFn/')) resolve(request)
      })
    })
    await createRepository(page, { name, link: 'example.com/guarded' })
    const createCall = await captured

    const userContext = await browser.newContext({ baseURL, extraHTTPHeaders: { 'X-Forwarded-For': '10.250.0.1' } })
    const userPage = await userContext.newPage()
    await signIn(userPage, user.email)
    const replayed = await userPage.request.post(createCall.url(), {
      headers: { 'content-type': createCall.headers()['content-type'] ?? 'application/json', origin: baseURL! },
      data: createCall.postData()?.replace(name, `${name}-by-user`) ?? '',
    })
    expect(replayed.status()).toBe(403)
    await userContext.close()

    await page.goto(`/manager/repositories?searchTerm=${name}-by-user`)
    await expect(page.getByText(`No results for "${name}-by-user"`)).toBeVisible()
  })
})
