import { admin, expect, signIn, test, user } from './fixtures/test'

test.describe('guards on the server', () => {
  test('/ redirects to /login, or to the error page of a refused sign-in sent there', async ({ page, baseURL }) => {
    await page.goto('/')
    await expect(page).toHaveURL(`${baseURL}/login`)
    await page.goto('/?error=invalid_saml_response')
    await expect(page).toHaveURL(`${baseURL}/login/error?error=invalid_saml_response`)
    await expect(
      page.getByRole('heading', { name: "Your organization's sign-in could not be completed" }),
    ).toBeVisible()
  })

  test('an anonymous visitor of /app is sent to /login, keeping the way back', async ({ page, request, baseURL }) => {
    const response = await request.get('/app', { maxRedirects: 0 })
    expect(response.status()).toBe(307)
    expect(response.headers().location).toMatch(/\/login\?redirect=%2Fapp$/)

    await page.goto('/app')
    await expect(page).toHaveURL(`${baseURL}/login?redirect=%2Fapp`)
    await expect(page.getByRole('heading', { name: 'Sign in to Threshold' })).toBeVisible()
  })

  test('a user gets the 403 page in the manager area, without its content', async ({ page }) => {
    await signIn(page, user.email)

    // The server-rendered HTML already is the 403 page: nothing of the dashboard is sent.
    const response = await page.request.get('/manager/dashboard')
    const html = await response.text()
    expect(html).toMatch(/You don(&#x27;|')t have access to this page/)
    expect(html).not.toContain('Signed in as user@example.com.')
    expect(html).not.toMatch(/>Dashboard</)
    expect.soft(response.status(), 'HTTP status of the 403 page').toBe(403)

    await page.goto('/manager/dashboard')
    await expect(page.getByRole('heading', { name: "You don't have access to this page" })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toHaveCount(0)
  })

  test('/manager leads an admin to /manager/dashboard', async ({ page, baseURL }) => {
    await signIn(page, admin.email)

    await page.goto('/manager')
    await expect(page).toHaveURL(`${baseURL}/manager/dashboard`)
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible()
  })

  test('an unknown route shows the 404 page', async ({ page }) => {
    const response = await page.goto('/no-such-page')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: 'This page could not be found' })).toBeVisible()
  })
})

test.describe('login error page', () => {
  const cases = [
    { error: 'signup_disabled', title: 'Account not found', description: 'You need an account to login' },
    { error: 'access_denied', title: 'Access Denied', description: 'Not able to login, please try again' },
    { error: 'unknown_error', title: 'Something went wrong', description: 'Failed to login, please try again' },
    { error: 'anything-else', title: 'Something went wrong', description: 'Failed to login, please try again' },
  ]
  for (const { error, title, description } of cases) {
    test(`error=${error} says "${title}"`, async ({ page }) => {
      await page.goto(`/login/error?error=${error}`)
      await expect(page.getByRole('heading', { name: title })).toBeVisible()
      await expect(page.getByText(description)).toBeVisible()
    })
  }
})
