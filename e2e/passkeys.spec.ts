import type { Page } from '@playwright/test'
import {
  addPasskeyOnAccountPage,
  addVirtualAuthenticator,
  credentialsOf,
  newPersonWithPasskey,
  otherBrowser,
  passkeysSection,
  signInWithPasskeyButton,
  signOut,
  withoutPasskeyAutofill,
} from './fixtures/passkeys'
import { admin, expect, hydrated, newEmail, signIn, signInThroughPages, test } from './fixtures/test'

const dialog = (page: Page) => page.getByTestId('responsive-dialog')
const suggestion = (page: Page) => page.locator('[data-sonner-toast]').filter({ hasText: 'Sign in faster next time' })

/**
 * The suggestion is asked for as the signed-in page hydrates (its sign-in mark taken); the toasts load with the
 * first one and show in order. So once a later toast, from `act`, is shown, a suggestion would be there too.
 */
async function expectNoSuggestionBefore(page: Page, act: () => Promise<void>) {
  await expect
    .poll(async () => (await page.context().cookies()).some((cookie) => cookie.name === 'passkey-suggestion'))
    .toBe(false)
  await act()
  // Now, not eventually: a suggestion shown would be gone once its ten seconds are over.
  expect(await suggestion(page).count()).toBe(0)
}

/** Creates a named account through /manager/users/new (signed in as the administrator) and returns its id. */
async function createUser(page: Page, email: string, name: string) {
  await page.goto('/manager/users/new')
  await hydrated(page.locator('form'))
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Name').fill(name)
  await page.getByRole('button', { name: 'Create' }).click()
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible()
  return new URL(page.url()).pathname.split('/').at(-1)!
}

test.describe('passkeys', () => {
  test('a person adds a passkey, then signs in with it and no code', async ({ page, context }) => {
    // The button's path: with the autofill on, the virtual authenticator would sign in by itself as the page loads.
    await withoutPasskeyAutofill(page)
    const { authenticator, section } = await newPersonWithPasskey(page, 'Pat Passkey')
    await expect(section.getByTestId('passkey')).toContainText(/Chrome on (Windows|Linux|macOS)/)
    await expect(section.getByTestId('passkey')).toContainText('Not used yet')
    expect(await credentialsOf(authenticator)).toHaveLength(1)

    await signOut(context)
    await signInWithPasskeyButton(page, '/login?redirect=%2Fapp%2Faccount')
    await expect(page).toHaveURL(/\/app\/account$/)
    await expect(page.getByRole('region', { name: 'Passkeys' }).getByTestId('passkey')).toContainText('Last used')
  })

  test('a person renames a passkey in a dialog', async ({ page }) => {
    const { section } = await newPersonWithPasskey(page, 'Rene Rename')
    const item = section.getByTestId('passkey')
    const defaultName = (await item.locator('.font-medium').first().textContent())!
    expect(defaultName).toMatch(/^Chrome on /)

    await section.getByRole('button', { name: `Rename ${defaultName}` }).click()
    await expect(dialog(page).getByRole('heading', { name: 'Rename the passkey' })).toBeVisible()
    const name = dialog(page).getByLabel('Name')
    await expect(name).toHaveValue(defaultName)
    await name.fill('')
    await dialog(page).getByRole('button', { name: 'Save' }).click()
    await expect(dialog(page).getByText('Enter a name.')).toBeVisible()

    await name.fill('Work laptop')
    await dialog(page).getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText('Passkey renamed.')).toBeVisible()
    await expect(dialog(page)).toHaveCount(0)
    await expect(item).toContainText('Work laptop')
    await expect(section.getByRole('button', { name: 'Remove Work laptop' })).toBeVisible()

    // Saved, not only shown.
    await page.reload()
    await expect(passkeysSection(page).getByTestId('passkey')).toContainText('Work laptop')
    await expect(passkeysSection(page).getByTestId('passkey')).not.toContainText(defaultName)
  })

  test('a removed passkey, asked to confirm first, no longer signs in', async ({ page, context }) => {
    await withoutPasskeyAutofill(page)
    const { authenticator, section } = await newPersonWithPasskey(page, 'Remy Remove')
    const name = (await section.getByTestId('passkey').locator('.font-medium').first().textContent())!

    // Cancelling the confirmation keeps it.
    await section.getByRole('button', { name: `Remove ${name}` }).click()
    await expect(dialog(page).getByRole('heading', { name: 'Remove this passkey?' })).toBeVisible()
    await expect(dialog(page)).toContainText(`You will no longer be able to sign in with “${name}”.`)
    await dialog(page).getByRole('button', { name: 'Cancel' }).click()
    await expect(dialog(page)).toHaveCount(0)
    await expect(section.getByTestId('passkey')).toHaveCount(1)

    await section.getByRole('button', { name: `Remove ${name}` }).click()
    await dialog(page).getByRole('button', { name: 'Remove', exact: true }).click()
    await expect(page.getByText('Passkey removed.')).toBeVisible()
    await expect(section.getByTestId('passkey')).toHaveCount(0)
    await expect(section.getByText('No passkeys yet.')).toBeVisible()

    // The device still holds it (removed from the account, not from the device): the server refuses it, and the
    // page tells the browser that this site no longer knows it (recorded here, the call passed on).
    const [held] = await credentialsOf(authenticator)
    expect(held).toBeDefined()
    await page.addInitScript(() => {
      const browserApi = PublicKeyCredential as unknown as Record<string, (credential: unknown) => Promise<void>>
      const original = browserApi.signalUnknownCredential
      browserApi.signalUnknownCredential = async (credential) => {
        sessionStorage.setItem('signalled-unknown', JSON.stringify(credential))
        await original?.call(PublicKeyCredential, credential)
      }
    })
    await signOut(context)
    await signInWithPasskeyButton(page, '/login?redirect=%2Fapp%2Faccount')
    await expect(page).toHaveURL(/\/login\?redirect=%2Fapp%2Faccount&error=PASSKEY_NOT_FOUND$/)
    await expect(page.getByRole('alert')).toContainText(
      'This passkey is no longer registered here. Sign in with a code instead.',
    )
    expect(JSON.parse((await page.evaluate(() => sessionStorage.getItem('signalled-unknown'))) ?? 'null')).toEqual({
      rpId: 'localhost',
      credentialId: Buffer.from(held!.credentialId, 'base64').toString('base64url'),
    })
    await page.goto('/app/account')
    await expect(page).toHaveURL(/\/login/)
  })

  test('after a code sign-in, a passkey is suggested once; "Not now" keeps it away', async ({ page, context }) => {
    test.slow() // two sign-ins, each with a real e-mail
    await addVirtualAuthenticator(page)
    const email = newEmail('suggested')
    await signInThroughPages(page, email)
    await (await hydrated(page.getByLabel('Name', { exact: true }))).fill('Sam Suggest')
    await page.getByRole('button', { name: 'Continue' }).click()
    await expect(page).toHaveURL(/\/app$/)

    await expect(suggestion(page)).toBeVisible()
    await expect(suggestion(page)).toContainText(
      'Add a passkey to sign in with your fingerprint, face or screen lock, with no code to wait for.',
    )
    await suggestion(page).getByRole('button', { name: 'Not now' }).click()
    await expect(suggestion(page)).toHaveCount(0)

    // Once only: not on the next page either.
    await page.goto('/app/account')
    await expect(passkeysSection(page).getByText('No passkeys yet.')).toBeVisible()
    await expect(suggestion(page)).toHaveCount(0)

    // Nor after the next code sign-in on this browser: the page took the sign-in's mark and left the suggestion out.
    await signOut(context)
    await signInThroughPages(page, email, { startAt: '/login?redirect=%2Fapp%2Faccount' })
    await expect(page).toHaveURL(/\/app\/account$/)
    await expectNoSuggestionBefore(page, async () => {
      await passkeysSection(page).getByRole('button', { name: 'Add a passkey' }).click()
      await expect(page.getByText('Passkey added. Next time, sign in with a touch.')).toBeVisible()
    })
  })

  test('the suggestion adds a passkey, after which it is not shown again', async ({ page, context }) => {
    test.slow() // two sign-ins, each with a real e-mail
    const authenticator = await addVirtualAuthenticator(page)
    await withoutPasskeyAutofill(page)
    const email = newEmail('suggested')
    await signInThroughPages(page, email)
    await (await hydrated(page.getByLabel('Name', { exact: true }))).fill('Ari Accept')
    await page.getByRole('button', { name: 'Continue' }).click()
    await expect(page).toHaveURL(/\/app$/)

    await suggestion(page).getByRole('button', { name: 'Add a passkey' }).click()
    await expect(page.getByText('Passkey added. Next time, sign in with a touch.')).toBeVisible()
    expect(await credentialsOf(authenticator)).toHaveLength(1)
    await page.goto('/app/account')
    await expect(passkeysSection(page).getByTestId('passkey')).toHaveCount(1)

    // This browser holds a passkey for the account now: no suggestion after the next code sign-in.
    await signOut(context)
    await signInThroughPages(page, email, { startAt: '/login?redirect=%2Fapp%2Faccount' })
    await expect(page).toHaveURL(/\/app\/account$/)
    await expectNoSuggestionBefore(page, async () => {
      const section = passkeysSection(page)
      await section.getByRole('button', { name: /^Rename / }).click()
      await dialog(page).getByLabel('Name').fill('Phone')
      await dialog(page).getByRole('button', { name: 'Save' }).click()
      await expect(page.getByText('Passkey renamed.')).toBeVisible()
    })
  })

  test('an administrator sees how many passkeys a user has and removes them, audit-logged', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.slow() // two sign-ins, each with a real e-mail
    await signIn(page, admin.email)
    const email = newEmail('managed')
    const name = `E2E Passkeys ${Math.random().toString(36).slice(2, 8)}`
    const id = await createUser(page, email, name)
    await expect(page.getByTestId('user-passkeys')).toHaveText('None')
    await expect(page.getByRole('button', { name: /Remove the passkey/ })).toHaveCount(0)

    // The user adds a passkey in their own browser.
    const person = await otherBrowser(browser, baseURL)
    await addVirtualAuthenticator(person.page)
    await withoutPasskeyAutofill(person.page)
    await signIn(person.page, email)
    await addPasskeyOnAccountPage(person.page)
    await signOut(person.context)

    await page.goto(`/manager/users/${id}`)
    await expect(page.getByTestId('user-passkeys')).toHaveText('1 passkey')
    await (await hydrated(page.getByRole('button', { name: 'Remove the passkey' }))).click()
    await expect(dialog(page).getByRole('heading', { name: 'Remove the passkeys?' })).toBeVisible()
    await expect(dialog(page)).toContainText(`${name} will no longer be able to sign in with their passkey`)
    await dialog(page).getByRole('button', { name: 'Remove the passkey' }).click()
    await expect(page.getByText('Passkey removed.')).toBeVisible()
    await expect(page.getByTestId('user-passkeys')).toHaveText('None')
    await expect(page.getByRole('button', { name: 'Remove the passkey' })).toHaveCount(0)

    const entry = page.locator('li[data-action="user.remove-passkeys"]')
    await expect(entry).toHaveCount(1)
    await expect(entry).toContainText(`${admin.email} removed the passkeys of`)

    // The user's passkey no longer signs in.
    await signInWithPasskeyButton(person.page)
    await expect(person.page.getByRole('alert')).toContainText('This passkey is no longer registered here.')
    await person.context.close()
  })
})
