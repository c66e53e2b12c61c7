import type { Page } from '@playwright/test'

/** The main pages of the application area, as anyone signed in sees them. */
export const appPages = ['/app', '/app/repositories', '/app/account', '/app/account/activity', '/app/organizations']

/** The main pages of the manager area (administrators). */
export const managerPages = [
  '/manager/dashboard',
  '/manager/users',
  '/manager/users/new',
  '/manager/repositories',
  '/manager/organizations',
  '/manager/account',
  '/manager/account/activity',
  '/manager/api',
]

/** The path of the first item that the list page open in `page` links to under `prefix` (e.g. a seeded repository). */
export async function firstItemPath(page: Page, prefix: string) {
  const link = page.locator(`main a[href^="${prefix}"]:not([href="${prefix}new"])`).first()
  await link.waitFor()
  return (await link.getAttribute('href'))!
}
