import type { Page } from '@playwright/test'
import {
  admin,
  codeInput,
  codeSentTo,
  expect,
  hydrated,
  inbox,
  newEmail,
  requestCodeOnLoginPage,
  signIn,
  otherPersonBrowser,
  test,
} from './fixtures/test'

const listItems = (page: Page) => page.getByRole('main').getByRole('listitem')
const dialog = (page: Page) => page.getByTestId('responsive-dialog')
const uniqueName = (label: string) => `E2E ${label} ${Math.random().toString(36).slice(2, 8)}`

/** Creates a user through /manager/users/new and returns its id (from the detail page's URL). */
async function createUser(page: Page, values: { email: string; name: string; role?: 'User' | 'Administrator' }) {
  await page.goto('/manager/users/new')
  await hydrated(page.locator('form'))
  await page.getByLabel('Email').fill(values.email)
  await page.getByLabel('Name').fill(values.name)
  if (values.role) await page.getByLabel('Role').selectOption({ label: values.role })
  await page.getByRole('button', { name: 'Create' }).click()
  await expect(page.getByRole('heading', { name: values.name, level: 1 })).toBeVisible()
  const id = new URL(page.url()).pathname.split('/').at(-1)!
  await hydrated(page.getByRole('heading', { name: values.name, level: 1 }))
  return id
}

/** Requests a code on /login and returns it, the browser left on the page where it is typed. */
async function askForSignInCode(page: Page, email: string) {
  return inbox.withLock(email, async () => {
    await page.goto('/login')
    const since = await inbox.count()
    await requestCodeOnLoginPage(page, email)
    return codeSentTo(email, since)
  })
}

test.describe('users administration', () => {
  test('creating refuses a taken address; the search goes through the URL', async ({ page, baseURL }) => {
    await signIn(page, admin.email)
    await page.goto('/manager/users')
    await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible()
    await expect(listItems(page).first()).toBeVisible()
    await expect(page.getByText(/^\d[\d,]* results?$/)).toBeVisible()

    const email = newEmail('created')
    const name = uniqueName('Created')
    await page.getByRole('link', { name: 'New user' }).click()
    await hydrated(page.locator('form'))
    await page.getByRole('button', { name: 'Create' }).click()
    await expect(page.getByText('Email is required')).toBeVisible()
    await expect(page.getByText('Name is required')).toBeVisible()
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Name').fill(name)
    await page.getByRole('button', { name: 'Create' }).click()
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible()
    await expect(page.getByText('User created')).toBeVisible()

    await page.goto('/manager/users/new')
    await hydrated(page.locator('form'))
    await page.getByLabel('Email').fill(email.toUpperCase())
    await page.getByLabel('Name').fill('Someone else')
    await page.getByRole('button', { name: 'Create' }).click()
    await expect(page.getByText('This email is already used by another user')).toBeVisible()
    await expect(page).toHaveURL(/\/manager\/users\/new$/)

    await page.goto('/manager/users')
    await hydrated(page.getByRole('searchbox'))
    const term = email.split('@')[0]!
    await page.getByRole('searchbox').fill(term)
    await expect(page).toHaveURL(`${baseURL}/manager/users?searchTerm=${term}`)
    await expect(listItems(page)).toHaveCount(1)
    await expect(listItems(page).first()).toContainText(name)
    await expect(listItems(page).first()).toContainText('User')
    await expect(page.getByText('1 result', { exact: true })).toBeVisible()

    // By name too, case-insensitively.
    await page.getByRole('searchbox').fill(name.toLowerCase())
    await expect(listItems(page)).toHaveCount(1)

    await page.getByRole('searchbox').fill('no-such-user-anywhere')
    await expect(page.getByText('No results for "no-such-user-anywhere"')).toBeVisible()
    await page.getByRole('button', { name: /clear/i }).click()
    await expect(page).toHaveURL(`${baseURL}/manager/users`)
  })

  test('a search term longer than the list accepts: the box stops at 100 characters, a hand-edited URL shows every user', async ({
    page,
    baseURL,
  }) => {
    await signIn(page, admin.email)
    await page.goto(`/manager/users?searchTerm=${'x'.repeat(150)}`)
    await expect(listItems(page).first()).toBeVisible()
    await expect(page.getByText('Something went wrong while loading')).toHaveCount(0)
    await expect(page.getByRole('searchbox')).toHaveValue('')

    await hydrated(page.getByRole('searchbox'))
    await page.getByRole('searchbox').pressSequentially('y'.repeat(105))
    await expect(page.getByRole('searchbox')).toHaveValue('y'.repeat(100))
    await expect(page).toHaveURL(`${baseURL}/manager/users?searchTerm=${'y'.repeat(100)}`)
    await expect(page.getByText(`No results for "${'y'.repeat(100)}"`)).toBeVisible()
  })

  test('updating a user and changing its role', async ({ page }) => {
    await signIn(page, admin.email)
    const name = uniqueName('Edited')
    const id = await createUser(page, { email: newEmail('edited'), name })

    await page.getByRole('link', { name: 'Edit', exact: true }).click()
    await hydrated(page.locator('form'))
    await expect(page.getByLabel('Name')).toHaveValue(name)
    const newAddress = newEmail('renamed')
    await page.getByLabel('Name').fill(`${name} Renamed`)
    await page.getByLabel('Email').fill(newAddress)
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByRole('heading', { name: `${name} Renamed`, level: 1 })).toBeVisible()
    await expect(page.getByText('User updated')).toBeVisible()
    await expect(page.locator('dl').getByText(newAddress)).toBeVisible()
    await expect(page).toHaveURL(new RegExp(`/manager/users/${id}$`))

    await page.getByRole('button', { name: 'Change role' }).click()
    await dialog(page).getByLabel('Role').selectOption({ label: 'Administrator' })
    await dialog(page).getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText('Role updated')).toBeVisible()
    await expect(dialog(page)).toHaveCount(0)
    await expect(page.getByRole('main').getByText('Administrator', { exact: true })).toBeVisible()

    await page.goto(`/manager/users?searchTerm=${newAddress}`)
    await expect(listItems(page).first()).toContainText('Administrator')
  })

  test('a banned user cannot sign in until unbanned', async ({ page, browser, baseURL }) => {
    test.slow() // two sign-ins, each with a real e-mail
    await signIn(page, admin.email)
    const email = newEmail('banned')
    const name = uniqueName('Banned')
    await createUser(page, { email, name })

    // A code asked for before the ban: a banned address is mailed none.
    const other = await otherPersonBrowser(browser, baseURL)
    const code = await askForSignInCode(other.page, email)

    await page.getByRole('button', { name: 'Ban', exact: true }).click()
    await dialog(page).getByLabel('Reason').fill('Spamming the repositories')
    await dialog(page)
      .getByRole('button', { name: /Ban until/ })
      .click()
    await page.getByRole('button', { name: /next month/i }).click()
    await page.getByRole('grid').getByRole('button', { name: /\b15/ }).first().click()
    await expect(dialog(page).getByRole('button', { name: /Ban until/ })).not.toContainText('No end date')
    await dialog(page).getByRole('button', { name: 'Ban', exact: true }).click()
    await expect(page.getByText('User banned')).toBeVisible()
    await expect(page.getByTestId('user-status')).toContainText('Banned until')
    await expect(page.getByText('Spamming the repositories', { exact: true })).toBeVisible()
    // The audit trail records the ban with its reason.
    await expect(page.getByText('Reason: Spamming the repositories')).toBeVisible()

    await codeInput(other.page).fill(code)
    await expect(other.page.getByText('You have been banned from this application')).toBeVisible()
    await expect(other.page).toHaveURL(/\/login\/verify/)

    await page.getByRole('button', { name: 'Unban' }).click()
    await dialog(page).getByRole('button', { name: 'Unban' }).click()
    await expect(page.getByText('User unbanned')).toBeVisible()
    await expect(page.getByTestId('user-status')).toHaveText('Active')

    await signIn(other.page, email)
    await other.page.goto('/app')
    await expect(other.page.getByRole('heading', { name: `Welcome, ${name}` })).toBeVisible()
    await other.context.close()
  })

  test('revoking a session signs that browser out', async ({ page, browser, baseURL }) => {
    test.slow() // two sign-ins, each with a real e-mail
    await signIn(page, admin.email)
    const email = newEmail('revoked')
    const name = uniqueName('Revoked')
    const id = await createUser(page, { email, name })
    await expect(page.getByText('0 active sessions')).toBeVisible()

    const other = await otherPersonBrowser(browser, baseURL)
    await signIn(other.page, email)
    await other.page.goto('/app')
    await expect(other.page.getByRole('heading', { name: `Welcome, ${name}` })).toBeVisible()

    await page.reload()
    await expect(page.getByTestId('user-session')).toHaveCount(1)
    await hydrated(page.getByTestId('user-session'))
    await page.getByRole('button', { name: /^Revoke the session on/ }).click()
    await expect(page.getByText('Session revoked')).toBeVisible()
    await expect(page.getByTestId('user-session')).toHaveCount(0)
    await other.page.goto('/app/account')
    await expect(other.page).toHaveURL(/\/login/)

    // Every session at once.
    await signIn(other.page, email)
    await page.goto(`/manager/users/${id}`)
    await expect(page.getByTestId('user-session')).toHaveCount(1)
    await hydrated(page.getByTestId('user-session'))
    await page.getByRole('button', { name: 'Revoke all' }).click()
    await dialog(page).getByRole('button', { name: 'Revoke all' }).click()
    await expect(page.getByText('All sessions revoked')).toBeVisible()
    await other.page.goto('/app')
    await expect(other.page).toHaveURL(/\/login/)
    await other.context.close()
  })

  test('impersonating a user, then stopping', async ({ page }) => {
    await signIn(page, admin.email)
    const name = uniqueName('Impersonated')
    const id = await createUser(page, { email: newEmail('impersonated'), name })

    await page.getByRole('button', { name: 'Impersonate' }).click()
    await dialog(page).getByRole('button', { name: 'Impersonate' }).click()
    await expect(page).toHaveURL(/\/app$/)
    await expect(page.getByRole('heading', { name: `Welcome, ${name}` })).toBeVisible()
    const banner = page.getByTestId('impersonation-banner')
    await expect(banner).toContainText(`You are browsing as ${name}`)

    // The user has no manager rights: the banner stays on the user area's other pages too.
    await page.goto('/app/account')
    await expect(banner).toBeVisible()
    await hydrated(banner)
    await banner.getByRole('button', { name: 'Stop impersonating' }).click()
    await expect(page).toHaveURL(new RegExp(`/manager/users/${id}$`))
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible()
    await expect(banner).toHaveCount(0)
    await page.goto('/app')
    await expect(page.getByRole('heading', { name: `Welcome, ${admin.name}` })).toBeVisible()
  })

  test('setting a password lets the user sign in with it', async ({ page, request, baseURL }) => {
    await signIn(page, admin.email)
    const email = newEmail('password')
    await createUser(page, { email, name: uniqueName('Password') })

    await page.getByRole('button', { name: 'Set password' }).click()
    await dialog(page).getByLabel('New password').fill('short')
    await dialog(page).getByRole('button', { name: 'Set password' }).click()
    await expect(dialog(page).getByText('Password is too short, 8 characters at least')).toBeVisible()
    const password = `pw-${Math.random().toString(36).slice(2)}-ok`
    await dialog(page).getByLabel('New password').fill(password)
    await dialog(page).getByRole('button', { name: 'Set password' }).click()
    await expect(page.getByText('Password set')).toBeVisible()
    await expect(dialog(page)).toHaveCount(0)

    const response = await request.post('/api/auth/sign-in/email', {
      data: { email, password },
      headers: { origin: baseURL! },
    })
    expect(response.status()).toBe(200)
    const wrong = await request.post('/api/auth/sign-in/email', {
      data: { email, password: 'not-the-password' },
      headers: { origin: baseURL! },
    })
    expect(wrong.status()).toBe(401)
  })

  test('deleting a user, behind "Are you sure?"', async ({ page }) => {
    await signIn(page, admin.email)
    const email = newEmail('deleted')
    const name = uniqueName('Deleted')
    const id = await createUser(page, { email, name })

    await page.getByRole('button', { name: 'Delete' }).click()
    await expect(dialog(page).getByRole('heading', { name: 'Are you sure?' })).toBeVisible()
    await dialog(page).getByRole('button', { name: 'Delete' }).click()
    await expect(page.getByText('User deleted')).toBeVisible()
    await expect(page).toHaveURL(/\/manager\/users$/)

    await page.goto(`/manager/users?searchTerm=${email}`)
    await expect(page.getByText(`No results for "${email}"`)).toBeVisible()
    for (const unknown of [id, 'not-an-id']) {
      await page.goto(`/manager/users/${unknown}`)
      await expect(page.getByText('This user does not exist or has been deleted.')).toBeVisible()
    }
  })

  test('an administrator cannot ban, delete or demote themselves', async ({ page, baseURL }) => {
    await signIn(page, admin.email)
    await page.goto(`/manager/users?searchTerm=${admin.email}`)
    // Exact: other tests create addresses that end with "admin@example.com".
    await listItems(page)
      .filter({ has: page.getByText(admin.email, { exact: true }) })
      .getByRole('link')
      .click()
    await expect(page.getByRole('heading', { name: admin.name, level: 1 })).toBeVisible()
    const adminId = new URL(page.url()).pathname.split('/').at(-1)!
    await hydrated(page.getByRole('button', { name: 'Change role' }))

    // The actions are not offered on one's own page...
    await expect(page.getByRole('button', { name: 'Ban', exact: true })).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Impersonate' })).toHaveCount(0)

    // ...and the server refuses what is offered or replayed.
    await page.getByRole('button', { name: 'Change role' }).click()
    await dialog(page).getByLabel('Role').selectOption({ label: 'User' })
    await dialog(page).getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText('You cannot remove your own administrator role')).toBeVisible()
    await dialog(page).getByRole('button', { name: 'Cancel' }).click()

    const otherId = await createUser(page, { email: newEmail('target'), name: uniqueName('Target') })
    const serverCall = () =>
      page.waitForRequest(
        (request) =>
          request.method() === 'POST' &&
          request.url().includes('/_serverFn/') &&
          (request.postData() ?? '').includes(otherId),
      )

    const banCall = serverCall()
    await page.getByRole('button', { name: 'Ban', exact: true }).click()
    await dialog(page).getByRole('button', { name: 'Ban', exact: true }).click()
    await expect(page.getByText('User banned')).toBeVisible()
    const ban = await banCall

    const deleteCall = serverCall()
    await page.getByRole('button', { name: 'Delete' }).click()
    await dialog(page).getByRole('button', { name: 'Delete' }).click()
    await expect(page.getByText('User deleted')).toBeVisible()
    const remove = await deleteCall

    for (const [call, message] of [
      [ban, 'user:errors.cannotBanSelf'],
      [remove, 'user:errors.cannotDeleteSelf'],
    ] as const) {
      const replayed = await page.request.post(call.url(), {
        headers: { 'content-type': call.headers()['content-type'] ?? 'application/json', origin: baseURL! },
        data: call.postData()!.replaceAll(otherId, adminId),
      })
      expect(replayed.status()).toBe(403)
      expect(await replayed.text()).toContain(message)
    }

    await page.goto(`/manager/users/${adminId}`)
    await expect(page.getByTestId('user-status')).toHaveText('Active')
  })
})
