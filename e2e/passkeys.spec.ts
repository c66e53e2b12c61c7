import {
  addPasskeyOnAccountPage,
  addVirtualAuthenticator,
  credentialsOf,
  signInWithPasskeyButton,
  signOut,
  withoutPasskeyAutofill,
} from './fixtures/passkeys'
import { expect, hydrated, newEmail, signIn, test } from './fixtures/test'

test.describe('passkeys', () => {
  test('a person adds a passkey, then signs in with it and no code', async ({ page, context }) => {
    const authenticator = await addVirtualAuthenticator(page)
    // The button's path: with the autofill on, the virtual authenticator would sign in by itself as the page loads.
    await withoutPasskeyAutofill(page)
    const email = newEmail('passkey')
    await signIn(page, email)
    await (await hydrated(page.getByLabel('Name', { exact: true }))).fill('Pat Passkey')
    await page.getByRole('button', { name: 'Continue' }).click()
    await expect(page).toHaveURL(/\/app$/)

    const section = await addPasskeyOnAccountPage(page)
    await expect(section.getByTestId('passkey')).toContainText(/Chrome on (Windows|Linux|macOS)/)
    await expect(section.getByTestId('passkey')).toContainText('Not used yet')
    expect(await credentialsOf(authenticator)).toHaveLength(1)

    await signOut(context)
    await signInWithPasskeyButton(page, '/login?redirect=%2Fapp%2Faccount')
    await expect(page).toHaveURL(/\/app\/account$/)
    await expect(page.getByRole('region', { name: 'Passkeys' }).getByTestId('passkey')).toContainText('Last used')
  })
})
