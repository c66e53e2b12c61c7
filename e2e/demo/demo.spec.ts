import type { Page } from '@playwright/test'
import { admin, expect, hydrated, newEmail, signInThroughPages, test } from '../fixtures/test'

// Runs against the demo build only (npm run test:e2e:demo, playwright.demo.config.ts).

const uniqueName = (label: string) =>
  `demo-${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`

/** A visitor signs in with an address of their own (a code by e-mail, as anywhere) and names themselves. */
async function signInAsVisitor(page: Page) {
  await signInThroughPages(page, newEmail('visitor'))
  await expect(page).toHaveURL(/\/onboarding/)
  const name = await hydrated(page.getByLabel('Name', { exact: true }))
  await name.fill('Demo Visitor')
  await page.getByRole('button', { name: 'Continue' }).click()
  // New accounts of a demo build may look around the manager area (read-only).
  await expect(page).toHaveURL(/\/manager/)
}

const demoDialog = (page: Page) => page.getByRole('dialog', { name: 'Demo Mode' })

test.describe('the public demo build', () => {
  test('a visitor signs in, looks around the manager area, and creating a repository opens the Demo Mode dialog', async ({
    page,
  }) => {
    await signInAsVisitor(page)

    await page.goto('/manager/dashboard')
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
    await page.goto('/manager/users')
    await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible()
    await expect(page.getByRole('main').getByText(admin.email)).toBeVisible()
    await page.goto('/manager/repositories?searchTerm=pglite')
    await expect(page.getByRole('main').getByRole('listitem').filter({ hasText: 'pglite' }).first()).toBeVisible()

    const name = uniqueName('create')
    await page.goto('/manager/repositories/new')
    await hydrated(page.locator('form'))
    await page.getByLabel('Name').fill(name)
    await page.getByLabel('Link').fill('github.com/example/demo')
    await page.getByRole('button', { name: 'Create' }).click()

    const dialog = demoDialog(page)
    await expect(dialog).toBeVisible()
    await expect(dialog.getByText('This is a read-only demo, this action is disabled')).toBeVisible()
    await expect(dialog.getByTestId('demo-scaffold-command')).not.toBeEmpty()
    await expect(dialog.getByRole('link', { name: 'Read the README' })).toHaveAttribute('href', /.+/)
    await expect(dialog.getByRole('link', { name: 'Contact the team' })).toHaveAttribute('href', /.+/)
    await expect(page).toHaveURL(/\/manager\/repositories\/new$/)

    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect(dialog).toHaveCount(0)

    await page.goto(`/manager/repositories?searchTerm=${name}`)
    await expect(page.getByText(`No results for "${name}"`)).toBeVisible()
  })

  test('a replayed server-function POST answers 403 and changes nothing', async ({ page }) => {
    await signInAsVisitor(page)
    const name = uniqueName('replay')
    await page.goto('/manager/repositories/new')
    await hydrated(page.locator('form'))
    await page.getByLabel('Name').fill(name)
    await page.getByLabel('Link').fill('github.com/example/replay')
    const [sent] = await Promise.all([
      page.waitForRequest((request) => request.method() === 'POST' && request.url().includes('/_serverFn/')),
      page.getByRole('button', { name: 'Create' }).click(),
    ])
    await expect(demoDialog(page)).toBeVisible()

    // The same request again, straight to the server with the visitor's cookies: no UI in the way.
    const replayed = await page.request.fetch(sent.url(), {
      method: 'POST',
      headers: sent.headers(),
      data: sent.postDataBuffer() ?? undefined,
    })
    expect(replayed.status()).toBe(403)
    expect(await replayed.text()).toContain('demo:refused')

    await page.goto(`/manager/repositories?searchTerm=${name}`)
    await expect(page.getByText(`No results for "${name}"`)).toBeVisible()
  })

  test('/api/auth refuses admin actions, e-mail change and account deletion, and nothing changes', async ({ page }) => {
    await signInAsVisitor(page)
    const session = async () =>
      (await (await page.request.get('/api/auth/get-session')).json()) as {
        user?: { email: string; role: string }
      } | null

    const me = await session()
    expect(me?.user?.role).toBe('admin')

    for (const [path, data] of [
      ['/api/auth/admin/ban-user', { userId: 'x' }],
      ['/api/auth/admin/impersonate-user', { userId: 'x' }],
      ['/api/auth/admin/set-role', { userId: 'x', role: 'user' }],
      ['/api/auth/delete-user', {}],
      ['/api/auth/email-otp/request-email-change', { newEmail: newEmail('taken') }],
      ['/api/auth/update-user', { name: 'Renamed', image: 'https://example.com/x.png' }],
    ] as const) {
      const response = await page.request.post(path, { data })
      expect(response.status(), path).toBe(403)
      expect(await response.json(), path).toMatchObject({ code: 'DEMO_MODE' })
    }

    // Nothing happened: the account is still there, signed in, with its name.
    expect((await session())?.user?.email).toBe(me?.user?.email)
    await page.goto('/manager/account')
    await expect(page.getByText('Demo Visitor').first()).toBeVisible()
  })
})
