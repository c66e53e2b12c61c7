import type { Page } from '@playwright/test'
import { admin, expect, hydrated, signIn, test } from './fixtures/test'

const figure = (page: Page, id: string) => page.locator(`[data-figure="${id}"] dd`).first()
const numberIn = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''))
const todayInUtc = () =>
  new Intl.DateTimeFormat('en', { weekday: 'short', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date())

/** The total the repositories list shows ("106 results"). */
async function repositoriesListTotal(page: Page) {
  await page.goto('/manager/repositories')
  const total = page.getByRole('main').getByText(/^\d[\d,]* results?$/)
  await expect(total).toBeVisible()
  return numberIn(await total.textContent())
}

test.describe('manager dashboard', () => {
  test('an admin sees the figures and both charts, with their tables', async ({ page }) => {
    await signIn(page, admin.email)

    // Other spec files create repositories meanwhile: compare until both pages agree.
    await expect(async () => {
      const listed = await repositoriesListTotal(page)
      await page.goto('/manager/dashboard')
      expect(numberIn(await figure(page, 'repositories').textContent())).toBe(listed)
    }).toPass({ timeout: 20_000 })

    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
    expect(numberIn(await figure(page, 'users').textContent())).toBeGreaterThanOrEqual(2) // the seeded admin and user
    expect(numberIn(await figure(page, 'active-sessions').textContent())).toBeGreaterThanOrEqual(1) // this one
    await expect(page.locator('[data-figure="users"]')).toContainText(/new in the last 30 days/)
    await expect(figure(page, 'banned-users')).toHaveText(/^\d[\d,]*$/)

    for (const [title, column] of [
      ['Sign-ups per day', 'Sign-ups'],
      ['Sign-ins per day', 'Sign-ins'],
    ] as const) {
      const chart = page.getByRole('region', { name: title })
      await expect(chart.getByRole('heading', { name: title })).toBeVisible()
      await expect(chart.getByRole('img', { name: title })).toHaveAttribute('aria-describedby', /.+/)
      const table = chart.getByRole('table', { name: title })
      await expect(table.getByRole('columnheader', { name: column })).toHaveCount(1)
      await expect(table.getByRole('row')).toHaveCount(31) // a header row and 30 days
      await expect(table.getByRole('row').last().getByRole('rowheader')).toHaveText(todayInUtc())
    }

    // The admin signed in today: at least one sign-in on today's row, and the summary says so.
    const signIns = page.getByRole('region', { name: 'Sign-ins per day' })
    expect(numberIn(await signIns.getByRole('row').last().getByRole('cell').textContent())).toBeGreaterThanOrEqual(1)
    await expect(signIns).toContainText(/sign-ins? in the last 30 days/)

    // The table can be shown on screen.
    await hydrated(signIns)
    await signIns.getByRole('button', { name: 'Show as table' }).click()
    await expect(signIns.getByRole('button', { name: 'Hide table' })).toHaveAttribute('aria-expanded', 'true')
    await expect(signIns.getByRole('table')).toBeVisible()
  })

  test('a repository the admin creates appears in the latest actions', async ({ page }) => {
    await signIn(page, admin.email)
    await page.goto('/manager/dashboard')
    const before = numberIn(await figure(page, 'repositories').textContent())

    const name = `e2e-dashboard-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`
    await page.goto('/manager/repositories/new')
    await hydrated(page.locator('form'))
    await page.getByLabel('Name').fill(name)
    await page.getByLabel('Link').fill('example.com/dashboard')
    await page.getByRole('button', { name: 'Create' }).click()
    await expect(page.getByRole('heading', { name })).toBeVisible()

    // Back through the navigation (client side): the dashboard's data is fetched again.
    await page.getByRole('link', { name: 'Dashboard' }).first().click()
    const latest = page.getByRole('region', { name: 'Latest admin actions' })
    await expect(
      latest.getByRole('listitem').filter({ hasText: `${admin.email} created the repository ${name}` }),
    ).toBeVisible()
    expect(numberIn(await figure(page, 'repositories').textContent())).toBeGreaterThanOrEqual(before + 1)
  })
})
