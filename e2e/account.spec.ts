import type { Page } from '@playwright/test'
import { admin, codeInput, codeSentTo, expect, hydrated, inbox, newEmail, signIn, test, user } from './fixtures/test'

const accountPath = '/app/account'
const onAccountPage = /\/app\/account$/
const iPhone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'

/** Signs a fresh address in, names it through onboarding, and lands on its account page. */
async function signInNewAccount(page: Page, name = 'Ada Lovelace') {
  const email = newEmail('account')
  await signIn(page, email, { startAt: `/login?redirect=${encodeURIComponent(accountPath)}` })
  const nameField = page.getByLabel('Name', { exact: true })
  await (await hydrated(nameField)).fill(name)
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page).toHaveURL(onAccountPage)
  await expect(page.getByTestId('account-name')).toHaveText(name)
  return email
}

const dialog = (page: Page) => page.getByTestId('responsive-dialog')

/** The session token in a browser's cookie (the cookie holds "token.signature"). */
async function sessionToken(page: Page) {
  const cookie = (await page.context().cookies()).find((each) => each.name.endsWith('session_token'))
  const token = decodeURIComponent(cookie?.value ?? '').split('.')[0] ?? ''
  expect(token.length).toBeGreaterThan(16)
  return token
}

async function changeNameThroughDialog(page: Page, variant: 'drawer' | 'dialog') {
  await (await hydrated(page.getByRole('link', { name: 'Change name' }))).click()
  await expect(page).toHaveURL(/[?&]state=change-name/)
  await expect(dialog(page)).toHaveAttribute('data-variant', variant)
  await expect(dialog(page).getByRole('heading', { name: 'Change your name' })).toBeVisible()

  const name = dialog(page).getByLabel('Name', { exact: true })
  await expect(name).toHaveValue('Ada Lovelace')
  await name.fill('')
  await dialog(page).getByRole('button', { name: 'Save' }).click()
  await expect(dialog(page).getByText('Name is required')).toBeVisible()
  await name.fill('<b>Ada</b>')
  await dialog(page).getByRole('button', { name: 'Save' }).click()
  await expect(dialog(page).getByText('Name is invalid')).toBeVisible()
  await expect(page.getByTestId('account-name')).toHaveText('Ada Lovelace')

  await name.fill('Grace Hopper')
  await dialog(page).getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Your name was saved')).toBeVisible()
  await expect(dialog(page)).toHaveCount(0)
  await expect(page).toHaveURL(onAccountPage)
  await expect(page.getByTestId('account-name')).toHaveText('Grace Hopper')
}

test.describe('account page', () => {
  test('change the name in a bottom drawer on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await signInNewAccount(page)
    await changeNameThroughDialog(page, 'drawer')

    await page.reload()
    await expect(page.getByTestId('account-name')).toHaveText('Grace Hopper')
  })

  test('change the name in a dialog on a desktop; the URL keeps the dialog open across a reload', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await signInNewAccount(page)

    await page.goto(`${accountPath}?state=change-name`)
    await expect(await hydrated(dialog(page))).toHaveAttribute('data-variant', 'dialog')
    await page.keyboard.press('Escape')
    await expect(dialog(page)).toHaveCount(0)
    await expect(page).toHaveURL(onAccountPage)

    await changeNameThroughDialog(page, 'dialog')
  })

  test('change the e-mail address with the code sent to the new one', async ({ page, browser, clientIp }) => {
    test.slow() // two sign-ins, each with a real e-mail
    const oldEmail = await signInNewAccount(page)
    const nextEmail = newEmail('changed')
    const section = page.getByRole('region', { name: 'Email address' })
    await expect(section.getByTestId('account-current-email')).toContainText(oldEmail)

    const since = await inbox.count()
    await section.getByLabel('New email address').fill(nextEmail)
    await section.getByRole('button', { name: 'Send a code' }).click()
    await expect.poll(() => new URL(page.url()).searchParams.get('newEmail')).toBe(nextEmail)
    await expect(section.getByTestId('account-email-sent-to')).toContainText(nextEmail)
    const mail = await inbox.waitForEmail(nextEmail, { since })
    expect(mail.subject).toMatch(/^Confirm your new Threshold email address: \d{6}$/)

    // Until the code is confirmed the account keeps its address, which still signs in.
    await expect(section.getByTestId('account-current-email')).toContainText(oldEmail)
    const elsewhere = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': clientIp } })
    const otherPage = await elsewhere.newPage()
    await signIn(otherPage, oldEmail)
    await expect(otherPage).toHaveURL(/\/app$/)
    await elsewhere.close()

    const code = await codeSentTo(nextEmail, since)
    const wrongCode = code.replace(/\d/g, (digit) => String((Number(digit) + 1) % 10))
    await hydrated(codeInput(page))
    await codeInput(page).fill(wrongCode)
    await expect(section.getByText('Code is invalid')).toBeVisible()
    await expect(section.getByTestId('account-current-email')).toContainText(oldEmail)

    await codeInput(page).fill(code)
    await expect(page.getByText(`Your email address is now ${nextEmail}`)).toBeVisible()
    await expect(page).toHaveURL(onAccountPage)
    await expect(section.getByTestId('account-current-email')).toContainText(nextEmail)
    await expect(page.getByTestId('account-email')).toHaveText(nextEmail)
  })

  test('an address that has an account gets a notice, not a code, and the page does not tell', async ({ page }) => {
    await signInNewAccount(page)
    const section = page.getByRole('region', { name: 'Email address' })

    // The seeded user's mailbox is shared with sign-in tests: do not slip an e-mail between their code request and read.
    await inbox.withLock(user.email, async () => {
      const since = await inbox.count()
      await section.getByLabel('New email address').fill(user.email)
      await section.getByRole('button', { name: 'Send a code' }).click()
      await expect(section.getByTestId('account-email-sent-to')).toContainText(user.email)
      const subject = 'This address already has a Threshold account'
      const notice = await inbox.waitForEmail(user.email, { since, subject })
      expect(notice.text).not.toMatch(/^\s*\d{6}\s*$/m)
    })
  })

  test('language and theme switch from the account page', async ({ page }) => {
    await signIn(page, user.email, { startAt: `/login?redirect=${encodeURIComponent(accountPath)}` })
    await expect(page).toHaveURL(onAccountPage)
    const display = page.getByRole('region', { name: 'Display' })
    const html = page.locator('html')

    await (await hydrated(display.getByLabel('Language'))).selectOption({ label: 'Français' })
    await expect(html).toHaveAttribute('lang', 'fr')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Compte')
    await expect(page.getByTestId('account-roles')).toHaveText('Utilisateur')

    await page.getByRole('region', { name: 'Affichage' }).getByRole('radio', { name: 'Sombre' }).click()
    await expect(html).toHaveClass(/\bdark\b/)

    await page.reload()
    await expect(html).toHaveAttribute('lang', 'fr')
    await expect(html).toHaveClass(/\bdark\b/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Compte')
  })

  test('sign out a second session; that browser is sent to /login on its next navigation', async ({
    page,
    browser,
    clientIp,
    baseURL,
  }) => {
    test.slow() // two sign-ins, each with a real e-mail
    const email = await signInNewAccount(page)
    const second = await browser.newContext({ userAgent: iPhone, extraHTTPHeaders: { 'X-Forwarded-For': clientIp } })
    const secondPage = await second.newPage()
    await signIn(secondPage, email)
    await expect(secondPage).toHaveURL(`${baseURL}/app`)

    const serverAnswers: Array<Promise<string>> = []
    page.on('response', (response) => {
      if (response.url().includes('/_serverFn/')) serverAnswers.push(response.text().catch(() => ''))
    })
    await page.reload()
    const sessions = page.getByRole('region', { name: 'Sessions' })
    await expect(sessions.getByTestId('account-session')).toHaveCount(2)

    // Session tokens never reach the browser: not in the page (the list comes with it), not in any server
    // function answer (checked below, once signing out has fetched the list again).
    const tokens = await Promise.all([page, secondPage].map((each) => sessionToken(each)))
    for (const token of tokens) expect(await page.content()).not.toContain(token)
    await expect(sessions.getByText('2 active sessions')).toBeVisible()
    const current = sessions.locator('[data-testid="account-session"][data-current="true"]')
    await expect(current.getByText('This device')).toBeVisible()
    await expect(current.getByRole('button')).toHaveCount(0)

    const other = sessions.locator('[data-testid="account-session"][data-current="false"]')
    await expect(other).toContainText('Safari on iOS')
    await (await hydrated(other.getByRole('button', { name: /^Sign out Safari on iOS, last active / }))).click()
    await expect(page.getByText('The session was signed out')).toBeVisible()
    await expect(sessions.getByTestId('account-session')).toHaveCount(1)
    await expect(sessions.getByRole('button', { name: 'Sign out all other sessions' })).toHaveCount(0)
    expect(serverAnswers.length).toBeGreaterThan(0)
    for (const token of tokens) for (const text of await Promise.all(serverAnswers)) expect(text).not.toContain(token)

    // A client-side navigation: the router asks the server who is signed in, and nobody is.
    await secondPage.getByRole('link', { name: 'Account', exact: true }).first().click()
    await expect(secondPage).toHaveURL(/\/login\?redirect=/)
    await second.close()
  })

  test('delete the account behind a confirmation; the browser ends on /login', async ({ page, baseURL }) => {
    const email = await signInNewAccount(page)
    const danger = page.getByRole('region', { name: 'Delete account' })

    await (await hydrated(danger.getByRole('button', { name: 'Delete my account' }))).click()
    await expect(dialog(page).getByRole('heading', { name: 'Delete your account?' })).toBeVisible()
    await expect(dialog(page)).toContainText(email)
    await dialog(page).getByRole('button', { name: 'Cancel' }).click()
    await expect(dialog(page)).toHaveCount(0)
    await expect(page).toHaveURL(onAccountPage)

    await danger.getByRole('button', { name: 'Delete my account' }).click()
    await dialog(page).getByRole('button', { name: 'Delete my account' }).click()
    await expect(page).toHaveURL(`${baseURL}/login`)
    await expect(page.getByText('Your account was deleted')).toBeVisible()

    await page.goto(accountPath)
    await expect(page).toHaveURL(/\/login\?redirect=/)
  })

  test('/manager/account shows an admin their roles', async ({ page }) => {
    await signIn(page, admin.email, { startAt: `/login?redirect=${encodeURIComponent('/manager/account')}` })
    await expect(page).toHaveURL(/\/manager\/account$/)
    await expect(page.getByTestId('account-name')).toHaveText(admin.name)
    await expect(page.getByTestId('account-email')).toHaveText(admin.email)
    await expect(page.getByTestId('account-roles')).toHaveText('Administrator')
  })
})
