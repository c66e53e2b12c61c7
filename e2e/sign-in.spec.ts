import {
  admin,
  codeInput,
  codeSentTo,
  expect,
  hydrated,
  inbox,
  newEmail,
  requestCodeOnLoginPage,
  signInThroughPages,
  test,
  user,
} from './fixtures/test'

test.describe('sign-in with an e-mail code', () => {
  test('an admin lands on the manager dashboard, with the code from a real e-mail', async ({ page, baseURL }) => {
    const mail = await signInThroughPages(page, admin.email)

    await expect(page).toHaveURL(`${baseURL}/manager/dashboard`)
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible()
    expect(mail.subject).toMatch(/^Your Threshold sign-in code: \d{6}$/)
    expect(mail.language).toBe('en')
  })

  test('a user lands on the app home', async ({ page, baseURL }) => {
    await signInThroughPages(page, user.email)

    await expect(page).toHaveURL(`${baseURL}/app`)
    await expect(page.getByRole('heading', { name: 'Welcome, User' })).toBeVisible()
  })

  test('a new address goes through onboarding, which validates the name, then to the app', async ({
    page,
    baseURL,
  }) => {
    const email = newEmail()
    await signInThroughPages(page, email)

    await expect(page).toHaveURL(`${baseURL}/onboarding`)
    await expect(page.getByRole('heading', { name: 'Welcome to Threshold' })).toBeVisible()
    await expect(page.getByText(`Signed in as ${email}`)).toBeVisible()
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible()

    const name = page.getByLabel('Name', { exact: true })
    const submit = page.getByRole('button', { name: 'Continue' })
    await hydrated(name)
    await submit.click()
    await expect(page.getByText('Name is required')).toBeVisible()
    await name.fill('<script>')
    await submit.click()
    await expect(page.getByText('Name is invalid')).toBeVisible()
    await expect(page).toHaveURL(`${baseURL}/onboarding`)

    await name.fill('Ada Lovelace')
    await submit.click()
    await expect(page).toHaveURL(`${baseURL}/app`)
    await expect(page.getByRole('heading', { name: 'Welcome, Ada Lovelace' })).toBeVisible()
  })

  test('a wrong code is refused and the right one still works', async ({ page, baseURL }) => {
    const email = newEmail('wrong-code')
    await page.goto('/login')
    const since = await inbox.count()
    await requestCodeOnLoginPage(page, email)
    const code = await codeSentTo(email, since)
    const wrongCode = code.replace(/\d/g, (digit) => String((Number(digit) + 1) % 10))

    await codeInput(page).fill(wrongCode)
    await expect(page.getByText('Code is invalid')).toBeVisible()
    await expect(page).toHaveURL(/\/login\/verify\?/)
    await expect(codeInput(page)).toHaveValue('')

    await (await hydrated(codeInput(page))).fill(code)
    await expect(page).toHaveURL(`${baseURL}/onboarding`)
  })

  test('a new code can be asked for, and it is the one that works', async ({ page, baseURL }) => {
    const email = newEmail('resend')
    await page.goto('/login')
    const since = await inbox.count()
    await requestCodeOnLoginPage(page, email)
    const first = await codeSentTo(email, since)

    const again = await inbox.count()
    await page.getByRole('button', { name: 'Send a new code' }).click()
    await expect(page.getByRole('status')).toHaveText('A new code is on its way.')
    await expect(page).toHaveURL(/\/login\/verify\?/)
    const second = await codeSentTo(email, again)
    expect(second).not.toBe(first)

    await (await hydrated(codeInput(page))).fill(second)
    await expect(page).toHaveURL(`${baseURL}/onboarding`)
  })

  test('signing in works with JavaScript turned off', async ({ browser, extraHTTPHeaders, baseURL }) => {
    const context = await browser.newContext({ baseURL, extraHTTPHeaders, javaScriptEnabled: false })
    try {
      const page = await context.newPage()
      await page.goto('/login?redirect=%2Fapp%2Faccount')
      await inbox.withLock(user.email, async () => {
        const since = await inbox.count()
        await page.getByLabel('Email', { exact: true }).fill(user.email)
        await page.getByRole('button', { name: 'Send me a code' }).click()
        await expect(page).toHaveURL(/\/login\/verify\?/)
        const code = await codeSentTo(user.email, since)
        await codeInput(page).fill(code)
        // No script sends it once complete: Confirm does.
        await page.getByRole('button', { name: 'Confirm' }).click()
      })
      await expect(page).toHaveURL(`${baseURL}/app/account`)
      await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible()
    } finally {
      await context.close()
    }
  })

  test('the verify page shows the address and the expiry', async ({ page }) => {
    const email = newEmail('verify-page')
    await page.goto('/login')
    await requestCodeOnLoginPage(page, email)

    await expect(page.getByTestId('verify-description')).toContainText(email)
    await expect(page.getByText('The code expires in 5 minutes.')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Use another email' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Send a new code' })).toBeVisible()
  })

  test('a signed-in visitor who opens /login is sent on', async ({ page, baseURL }) => {
    await signInThroughPages(page, admin.email)

    await page.goto('/login')
    await expect(page).toHaveURL(`${baseURL}/manager/dashboard`)
    await page.goto('/login?redirect=%2Fapp')
    await expect(page).toHaveURL(`${baseURL}/app`)
  })

  test('signing out returns to /login and closes the app', async ({ page, baseURL }) => {
    await signInThroughPages(page, user.email)
    await expect(page).toHaveURL(`${baseURL}/app`)

    await hydrated(page.getByRole('button', { name: 'Logout' }))
    await page.getByRole('button', { name: 'Logout' }).click()
    await page.getByRole('dialog', { name: 'Are you sure?' }).getByRole('button', { name: 'Sign out' }).click()
    await expect(page).toHaveURL(`${baseURL}/login`)
    await expect(page.getByRole('heading', { name: 'Sign in to Threshold' })).toBeVisible()

    await page.goto('/app')
    await expect(page).toHaveURL(`${baseURL}/login?redirect=%2Fapp`)
  })
})

test.describe('redirect after sign-in', () => {
  test('a same-site path is kept', async ({ page, baseURL }) => {
    await signInThroughPages(page, user.email, { startAt: '/login?redirect=%2Fapp%3Ftab%3D1' })

    await expect(page).toHaveURL(`${baseURL}/app?tab=1`)
  })

  test('a new account is led through onboarding to the redirect', async ({ page, baseURL }) => {
    await signInThroughPages(page, newEmail('onboarding-redirect'), { startAt: '/login?redirect=%2Fapp%3Ftab%3D1' })
    await expect(page).toHaveURL(/\/onboarding\?/)

    const name = await hydrated(page.getByLabel('Name', { exact: true }))
    await name.fill('Grace Hopper')
    await page.getByRole('button', { name: 'Continue' }).click()
    await expect(page).toHaveURL(`${baseURL}/app?tab=1`)
  })

  test('the verify page keeps the redirect', async ({ page }) => {
    await page.goto('/login?redirect=%2Fapp%3Ftab%3D1')
    await requestCodeOnLoginPage(page, newEmail('keeps-redirect'))

    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/app?tab=1')
  })

  for (const offSite of ['https://evil.example/x', '//evil.example']) {
    test(`an off-site address (${offSite}) is ignored`, async ({ page, baseURL }) => {
      await signInThroughPages(page, user.email, { startAt: `/login?${new URLSearchParams({ redirect: offSite })}` })

      await expect(page).toHaveURL(`${baseURL}/app`)
    })
  }
})

test.describe('form validation', () => {
  test('the e-mail is required and must be valid', async ({ page, baseURL }) => {
    await page.goto('/login')
    await expect(page.getByRole('heading', { name: 'Sign in to Threshold' })).toBeVisible()
    const send = page.getByRole('button', { name: 'Send me a code' })
    const email = page.getByLabel('Email', { exact: true })

    await send.click()
    await expect(page.getByText('Email is required')).toBeVisible()

    await email.fill('foo')
    await send.click()
    await expect(page.getByText('Email is invalid')).toBeVisible()
    // Back on the form, which keeps what was typed.
    expect(new URL(page.url()).pathname).toBe('/login')
    await expect(email).toHaveValue('foo')
    await expect(email).toHaveAttribute('aria-invalid', 'true')

    await email.fill('foo@example.com')
    await send.click()
    await expect(page).toHaveURL(`${baseURL}/login/verify?email=foo%40example.com`)
  })

  test('the code is required and has 6 characters', async ({ page }) => {
    await page.goto(`/login/verify?${new URLSearchParams({ email: 'someone@example.com' })}`)
    await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible()
    const confirm = page.getByRole('button', { name: 'Confirm' })

    await confirm.click()
    await expect(page.getByText('Code is required')).toBeVisible()

    await codeInput(page).fill('123')
    await confirm.click()
    await expect(page.getByText('Code should be 6 characters')).toBeVisible()
    await expect(page).toHaveURL(/\/login\/verify\?/)
  })

  test('the verify page refuses a missing or malformed address', async ({ page, baseURL }) => {
    await page.goto('/login/verify')
    await expect(page).toHaveURL(`${baseURL}/login`)

    await page.goto('/login/verify?email=not-an-address')
    await expect(page).toHaveURL(`${baseURL}/login`)

    await page.goto('/login/verify?email=not-an-address&redirect=%2Fapp')
    await expect(page).toHaveURL(`${baseURL}/login?redirect=%2Fapp`)
  })
})
