import { readFileSync } from 'node:fs'
import { admin, codeInput } from '../fixtures/test'
import { expect, openPage, signInByTyping, test } from './fixtures'

const devTexts = (language: string) =>
  JSON.parse(readFileSync(`locales/${language}/dev.json`, 'utf8')) as { mailbox: { open: string } }

test('an administrator signs in by typing the code from the log: the sixth digit sends it', async ({ page }) => {
  await signInByTyping(page, admin.email)
  await expect(page).toHaveURL(/\/manager\/dashboard$/)
})

test('the code page hydrates without a mismatch and shows the dev mailbox link in every language', async ({ page }) => {
  for (const language of ['en', 'fr', 'ar', 'sw']) {
    await openPage(page, `/login/verify?email=${admin.email}&lng=${language}`)
    await expect(codeInput(page)).toBeVisible()
    await expect(page.locator('a[href="/dev/mailbox"]')).toHaveText(devTexts(language).mailbox.open)
  }
})
