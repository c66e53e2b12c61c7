import type { Locator, Page } from '@playwright/test'
import { admin, expect, hydrated, signIn, test, user } from './fixtures/test'

/**
 * Accessibility by keyboard: reaching a control by Tab, dialogs and the phone drawer trapping focus and giving it back.
 * axe-core's scan of every page, dialog and menu runs in the tour (e2e/tour.spec.ts), in a left-to-right and a
 * right-to-left language, in both themes.
 */

/** Presses Tab until `target` has focus; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, max = 60) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab')
    if (await target.evaluate((element) => element === document.activeElement)) return
  }
  throw new Error(`${target} not reached after ${max} Tab presses`)
}

const focusIsInside = (container: Locator) => container.evaluate((element) => element.contains(document.activeElement))

/** With the dialog open: focus is inside, stays inside over many Tab and Shift+Tab presses, Escape closes it and gives focus back to `trigger`. */
async function expectFocusTrapped(page: Page, dialog: Locator, trigger: Locator) {
  await expect(dialog).toBeVisible()
  await expect.poll(() => focusIsInside(dialog)).toBe(true)
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Tab')
    expect(await focusIsInside(dialog), `focus after ${i + 1} Tab(s)`).toBe(true)
  }
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Shift+Tab')
    expect(await focusIsInside(dialog), `focus after ${i + 1} Shift+Tab(s)`).toBe(true)
  }
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(trigger).toBeFocused()
}

test.describe('keyboard', () => {
  test('Tab from the top of /manager/repositories reaches "New repository", Enter opens it', async ({
    page,
    baseURL,
  }) => {
    await signIn(page, admin.email)
    await page.goto('/manager/repositories')
    const newRepository = await hydrated(page.getByRole('link', { name: 'New repository' }))
    await tabTo(page, newRepository)
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(`${baseURL}/manager/repositories/new`)
    await expect(page.getByLabel('Name')).toBeVisible()
  })

  test('the logout confirmation opens by keyboard, traps focus, closes on Escape and gives focus back', async ({
    page,
  }) => {
    await signIn(page, user.email)
    const logout = await hydrated(
      page.getByRole('complementary', { name: 'Sidebar' }).getByRole('button', { name: 'Logout' }),
    )
    await tabTo(page, logout)
    await page.keyboard.press('Enter')
    await expectFocusTrapped(page, page.getByRole('dialog', { name: 'Are you sure?' }), logout)
    // Space opens it as well.
    await page.keyboard.press('Space')
    await expect(page.getByRole('dialog', { name: 'Are you sure?' })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(logout).toBeFocused()
  })

  test('on a phone (390 px), the "More" drawer opens by keyboard, traps focus, closes on Escape and gives focus back', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await signIn(page, user.email)
    const more = await hydrated(
      page.getByRole('navigation', { name: 'Main navigation' }).getByRole('button', { name: 'More' }),
    )
    await tabTo(page, more)
    await page.keyboard.press('Enter')
    await expectFocusTrapped(page, page.getByRole('dialog', { name: 'Menu' }), more)
  })
})
