import type { Request } from '@playwright/test'
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
import { admin, expect, hydrated, newEmail, signIn, test } from './fixtures/test'

/** The sign-in page's passkey paths: the button, the e-mail field's autofill list, and their failures. */
test.describe('signing in with a passkey', () => {
  test('the button keeps a valid redirect and drops one that leaves the site', async ({ page, context }) => {
    await withoutPasskeyAutofill(page)
    await newPersonWithPasskey(page, 'Robin Redirect')

    await signOut(context)
    await signInWithPasskeyButton(page, `/login?redirect=${encodeURIComponent('/app/repositories?page=2')}`)
    await expect(page).toHaveURL(/\/app\/repositories\?page=2$/)
    await expect(page.getByRole('heading', { name: 'Code repositories', level: 1 })).toBeVisible()

    await signOut(context)
    await page.goto(`/login?redirect=${encodeURIComponent('//evil.example/steal')}`)
    const button = page.getByRole('button', { name: 'Sign in with a passkey' })
    await expect(button).toHaveAttribute('data-return-url', '/login')
    await (await hydrated(button)).click()
    await expect(page).toHaveURL(/\/app$/)
    await expect(page.getByRole('heading', { name: 'Welcome, Robin Redirect' })).toBeVisible()
  })

  test('the e-mail field offers the passkey: picking it signs in with no button and no code', async ({
    page,
    context,
    request,
  }) => {
    const { authenticator } = await newPersonWithPasskey(page, 'Ada Autofill')
    await expect(passkeysSection(page).getByTestId('passkey')).toContainText('Not used yet')

    // The field that lists the passkeys: "webauthn" in its autocomplete tokens (HTML attribute names ignore case).
    const html = await (await request.get('/login')).text()
    expect(html).toMatch(/<input[^>]*autocomplete="username webauthn"[^>]*name="email"/i)

    await signOut(context)
    const ceremonies: Request[] = []
    page.on('request', (sent) => {
      if (sent.url().includes('/api/auth/passkey/')) ceremonies.push(sent)
    })
    // The virtual authenticator picks its passkey from the autofill list as soon as the page asks (a person would
    // pick it from the list under the focused field): the page signs in with no click.
    await page.goto('/login?redirect=%2Fapp%2Faccount')
    await expect(page).toHaveURL(/\/app\/account$/)
    await expect(passkeysSection(page).getByTestId('passkey')).toContainText('Last used')
    expect(ceremonies.map((sent) => new URL(sent.url()).pathname)).toEqual([
      '/api/auth/passkey/generate-authenticate-options',
      '/api/auth/passkey/verify-authentication',
    ])
    expect(await credentialsOf(authenticator)).toHaveLength(1)
  })

  test('with no passkey for the site on the device, the sign-in page says so in words', async ({ page, context }) => {
    await addVirtualAuthenticator(page)
    await withoutPasskeyAutofill(page)
    await signInWithPasskeyButton(page, '/login?redirect=%2Fapp%2Faccount')
    await expect(page).toHaveURL(/\/login\?redirect=%2Fapp%2Faccount&error=PASSKEY_CANCELLED$/)
    await expect(page.getByRole('alert')).toContainText(
      'Signing in with a passkey was cancelled. No passkey for this site on this device? Sign in with a code, then add one from your account.',
    )
    // Still on the sign-in page, signed out, with the code form ready.
    await expect(page.getByRole('button', { name: 'Send me a code' })).toBeVisible()

    // In the person's language.
    await context.addCookies([{ name: 'i18next', value: 'fr', url: page.url() }])
    await page.goto('/login')
    await (await hydrated(page.getByRole('button', { name: "Se connecter avec une clé d'accès" }))).click()
    await expect(page.getByRole('alert')).toContainText(
      "La connexion par clé d'accès a été annulée. Pas de clé d'accès pour ce site sur cet appareil ?",
    )
  })

  test('a person who turns down the passkey prompt is told so, then can try again', async ({ page, context }) => {
    await withoutPasskeyAutofill(page)
    const { authenticator } = await newPersonWithPasskey(page, 'Tess Tryagain')
    await signOut(context)

    // The fingerprint (user verification) is refused, as when the person cancels the browser's prompt.
    const { cdp, authenticatorId } = authenticator
    await cdp.send('WebAuthn.setUserVerified', { authenticatorId, isUserVerified: false })
    await signInWithPasskeyButton(page, '/login?redirect=%2Fapp%2Faccount')
    await expect(page).toHaveURL(/\/login\?redirect=%2Fapp%2Faccount&error=PASSKEY_CANCELLED$/)
    await expect(page.getByRole('alert')).toContainText('Signing in with a passkey was cancelled.')

    // From the page with the message, the same button signs in once the prompt is accepted.
    await cdp.send('WebAuthn.setUserVerified', { authenticatorId, isUserVerified: true })
    await (await hydrated(page.getByRole('button', { name: 'Sign in with a passkey' }))).click()
    await expect(page).toHaveURL(/\/app\/account$/)
    await expect(passkeysSection(page).getByTestId('passkey')).toContainText('Last used')
  })

  test('a banned person cannot sign in with their passkey', async ({ page, browser, baseURL }) => {
    test.slow() // two sign-ins, each with a real e-mail
    const person = await otherBrowser(browser, baseURL)
    await addVirtualAuthenticator(person.page)
    await withoutPasskeyAutofill(person.page)
    const email = newEmail('banned-passkey')
    await signIn(person.page, email)
    await (await hydrated(person.page.getByLabel('Name', { exact: true }))).fill('Bo Banned')
    await person.page.getByRole('button', { name: 'Continue' }).click()
    await expect(person.page).toHaveURL(/\/app$/)
    await addPasskeyOnAccountPage(person.page)
    await signOut(person.context)

    await signIn(page, admin.email)
    await page.goto(`/manager/users?searchTerm=${encodeURIComponent(email)}`)
    await page.getByRole('main').getByRole('link', { name: 'Bo Banned' }).click()
    await expect(page.getByRole('heading', { name: 'Bo Banned', level: 1 })).toBeVisible()
    await (await hydrated(page.getByRole('button', { name: 'Ban', exact: true }))).click()
    await page.getByTestId('responsive-dialog').getByRole('button', { name: 'Ban', exact: true }).click()
    await expect(page.getByText('User banned')).toBeVisible()

    await signInWithPasskeyButton(person.page, '/login?redirect=%2Fapp%2Faccount')
    await expect(person.page).toHaveURL(/\/login\?redirect=%2Fapp%2Faccount&error=BANNED_USER$/)
    await expect(person.page.getByRole('alert')).toContainText('You have been banned from this application')
    expect((await person.context.cookies()).map((cookie) => cookie.name)).not.toContainEqual(
      expect.stringContaining('session_token'),
    )
    await person.context.close()
  })
})
