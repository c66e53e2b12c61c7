import type { BrowserContext, CDPSession, Page } from '@playwright/test'
import { expect, hydrated, newEmail, signIn, test } from './fixtures/test'

/**
 * Passkeys in Chromium with a virtual authenticator (DevTools protocol, WebAuthn domain): a platform
 * authenticator with user verification, as a phone's fingerprint reader or a laptop's screen lock.
 */
async function addVirtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('WebAuthn.enable')
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  })
  return { cdp, authenticatorId }
}

async function credentialsOf(cdp: CDPSession, authenticatorId: string) {
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId })
  return credentials
}

async function signOut(context: BrowserContext) {
  await context.clearCookies()
}

async function addPasskeyOnAccountPage(page: Page) {
  await page.goto('/app/account')
  const section = page.getByRole('region', { name: 'Passkeys' })
  await (await hydrated(section.getByRole('button', { name: 'Add a passkey' }))).click()
  await expect(page.getByText('Passkey added. Next time, sign in with a touch.')).toBeVisible()
  await expect(section.getByTestId('passkey')).toHaveCount(1)
  return section
}

test.describe('passkeys', () => {
  test('a person adds a passkey, then signs in with it and no code', async ({ page, context }) => {
    const { cdp, authenticatorId } = await addVirtualAuthenticator(page)
    const email = newEmail('passkey')
    await signIn(page, email)
    await (await hydrated(page.getByLabel('Name', { exact: true }))).fill('Pat Passkey')
    await page.getByRole('button', { name: 'Continue' }).click()
    await expect(page).toHaveURL(/\/app$/)

    const section = await addPasskeyOnAccountPage(page)
    await expect(section.getByTestId('passkey')).toContainText(/Chrome on (Windows|Linux|macOS)/)
    await expect(section.getByTestId('passkey')).toContainText('Not used yet')
    expect(await credentialsOf(cdp, authenticatorId)).toHaveLength(1)

    await signOut(context)
    await page.goto('/login?redirect=%2Fapp%2Faccount')
    await (await hydrated(page.getByRole('button', { name: 'Sign in with a passkey' }))).click()
    await expect(page).toHaveURL(/\/app\/account$/)
    await expect(page.getByRole('region', { name: 'Passkeys' }).getByTestId('passkey')).toContainText('Last used')
  })
})
