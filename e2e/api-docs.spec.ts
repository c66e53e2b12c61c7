import type { Request } from '@playwright/test'
import { cookieHeaderOf, serverFunctionResult } from './fixtures/server-functions'
import { admin, expect, hydrated, signIn, test, user } from './fixtures/test'

test.describe('API documentation', () => {
  test('an admin opens it from the sidebar: auth endpoints and server functions, searchable, served by the app alone', async ({
    page,
    browser,
    baseURL,
  }) => {
    const requests: string[] = []
    const serverFunctionCalls: Request[] = []
    page.on('request', (request) => {
      requests.push(request.url())
      if (request.url().includes('/_serverFn/')) serverFunctionCalls.push(request)
    })

    await signIn(page, admin.email)
    await expect(page).toHaveURL(`${baseURL}/manager/dashboard`)
    const sidebar = page.getByRole('complementary', { name: 'Sidebar' })
    await hydrated(sidebar)
    await sidebar.getByRole('link', { name: 'API documentation' }).click()

    // A page of the manager area, in the same tab.
    await expect(page).toHaveURL(`${baseURL}/manager/api`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('API documentation')
    await expect(sidebar.getByRole('link', { name: 'API documentation' })).toHaveAttribute('aria-current', 'page')
    await expect(page).toHaveTitle(/^API documentation/)

    // better-auth's endpoints, from its OpenAPI document.
    const auth = page.getByRole('region', { name: 'Authentication (/api/auth)' })
    const getSession = auth.locator('[data-endpoint="GET /get-session"]')
    await expect(getSession.getByText('/get-session', { exact: true })).toBeVisible()
    await expect(auth.locator('[data-endpoint="POST /email-otp/send-verification-otp"]')).toBeVisible()
    // Organisations' single sign-on: its sign-in and callback, not the plugin's management (closed, the product's own).
    await expect(auth.locator('[data-endpoint="POST /sign-in/sso"]')).toBeVisible()
    await expect(auth.locator('[data-endpoint="GET /sso/callback/{providerId}"]')).toBeVisible()
    await expect(auth.locator('[data-endpoint="POST /sso/register"]')).toHaveCount(0)
    // Organisations' directories (SCIM): its users and groups, with every method a directory uses.
    for (const endpoint of [
      'GET /scim/v2/ServiceProviderConfig',
      'POST /scim/v2/Users',
      'PATCH /scim/v2/Users/{userId}',
      'DELETE /scim/v2/Users/{userId}',
      'PUT /scim/v2/Groups/{groupId}',
    ])
      await expect(auth.locator(`[data-endpoint="${endpoint}"]`)).toBeVisible()
    await getSession.locator('summary').click()
    await expect(getSession.getByRole('heading', { name: 'Responses' })).toBeVisible()
    await expect(getSession.locator('[data-response="200"]')).toBeVisible()

    // The product's server functions, from their zod schemas.
    const functions = page.getByRole('region', { name: 'Server functions' })
    const create = functions.locator('[data-function="createRepository"]')
    await create.getByText('createRepository', { exact: true }).click()
    await expect(create.locator('[data-permission]')).toHaveText('repository: create')
    await expect(create.getByText(/^POST \/_serverFn\//)).toBeVisible()
    for (const field of ['name', 'link', 'description']) {
      await expect(create.locator(`[data-property="${field}"]`)).toContainText('required')
    }
    await expect(create.locator('[data-property="name"]')).toContainText('at least 1 characterat most 100 characters')

    // The search filters both lists.
    const search = page.getByRole('searchbox', { name: 'Search the API' })
    await search.fill('sign-out')
    await expect(auth.locator('[data-endpoint="POST /sign-out"]')).toBeVisible()
    await expect(getSession).toHaveCount(0)
    await expect(functions.getByText('No server function matches this search.')).toBeVisible()
    await search.fill('createRepository')
    await expect(functions.locator('[data-function]')).toHaveCount(1)
    await expect(create).toBeVisible()
    await expect(auth.getByText('No endpoint matches this search.')).toBeVisible()
    await search.fill('')
    await expect(getSession).toBeVisible()

    // The reference came from the app alone: no CDN, no other site.
    expect(requests.length).toBeGreaterThan(0)
    expect(requests.filter((url) => !url.startsWith(`${baseURL}/`))).toEqual([])

    // Its own server function refuses a user (permission apps:manager), whatever the browser sends.
    const reference = functions.locator('[data-function="getApiReference"]')
    await search.fill('getApiReference')
    await reference.getByText('getApiReference', { exact: true }).click()
    const referencePath = (await reference.getByText(/^GET \/_serverFn\//).textContent())!.replace('GET ', '')
    const call = serverFunctionCalls.find((request) => new URL(request.url()).pathname === referencePath)
    expect(call, 'the browser loaded the reference through getApiReference').toBeTruthy()

    const userContext = await browser.newContext({ baseURL, extraHTTPHeaders: { 'X-Forwarded-For': '10.251.0.1' } })
    const userPage = await userContext.newPage()
    await signIn(userPage, user.email)
    const { cookie: _cookie, ...headers } = await call!.allHeaders()
    const replayed = await userPage.request.get(call!.url(), { headers })
    expect(replayed.status()).toBe(403)
    expect(await replayed.text()).not.toContain('/get-session')
    await userContext.close()
  })

  test('an admin reads the HTTP API from its OpenAPI document and tries it with a key, which the page never keeps', async ({
    page,
    baseURL,
  }) => {
    await signIn(page, admin.email, { startAt: '/manager/api' })
    const rest = page.getByRole('region', { name: 'HTTP API (/api/v1)' })
    await expect(rest.getByRole('link', { name: 'OpenAPI document' })).toHaveAttribute('href', '/api/v1/openapi.json')
    const list = rest.locator('[data-endpoint="GET /repositories"]')
    await expect(list.getByText('/repositories', { exact: true })).toBeVisible()
    await expect(rest.locator('[data-endpoint="POST /repositories"]')).toBeVisible()

    // The search box reaches it too, by the function's name.
    const search = page.getByRole('searchbox', { name: 'Search the API' })
    await search.fill('listRepositories')
    await expect(rest.locator('[data-endpoint]')).toHaveCount(1)
    await search.fill('')
    await expect(rest.locator('[data-endpoint="POST /repositories"]')).toBeVisible()

    // A key made as the account page makes it (a recent sign-in: the test just signed in).
    const { key } = await serverFunctionResult<{ key: string }>(
      baseURL!,
      await cookieHeaderOf(page.context()),
      'createMyApiKey',
      { name: 'Try-it key', expiresInDays: 7, permissions: ['repository:read'] },
    )
    const keyField = rest.getByLabel('API key', { exact: true })
    await expect(keyField).toHaveAttribute('type', 'password')
    await expect(keyField).toHaveAttribute('autocomplete', 'off')
    await expect(rest.getByRole('link', { name: 'your account page' })).toHaveAttribute('href', '/manager/account')
    await keyField.fill(key)

    await list.locator('summary').click()
    await expect(list.locator('[data-permission]')).toHaveText('Permission: repository:read.')
    await expect(list.locator('[data-curl]')).toContainText('-H "Authorization: Bearer $KEY"')
    await expect(list.locator('[data-curl]')).toContainText(`${baseURL}/api/v1/repositories`)
    await list.getByRole('button', { name: 'Try it' }).click()
    await list.getByRole('button', { name: 'Send' }).click()
    await expect(list.locator('[data-status]')).toHaveText(/^200\b/)
    await expect(list.locator('[data-rate-limit]')).toHaveText(/^"key";r=\d+;t=\d+$/)
    await expect(list.locator('[data-try-it-body]')).toContainText('"items": [')

    // A wrong key: the problem's detail, in the page's language.
    await keyField.fill(`thr_${'a'.repeat(48)}`)
    await list.getByRole('button', { name: 'Send' }).click()
    await expect(list.locator('[data-status]')).toHaveText(/^401\b/)
    await expect(list.locator('[data-try-it-body]')).toContainText(
      '"detail": "This API key is not valid: it was revoked, or it was never made."',
    )
    await expect(list.locator('[data-try-it-body]')).toContainText('"code": "errors:apiKey.invalid"')

    // Neither key was stored: not in storage, not in a cookie, not in the URL.
    const stored = await page.evaluate(() =>
      JSON.stringify([{ ...localStorage }, { ...sessionStorage }, document.cookie, location.href]),
    )
    expect(stored).not.toContain(key)
    expect(stored).not.toContain('thr_')
  })

  test('a user gets the 403 page, without the reference', async ({ page }) => {
    await signIn(page, user.email)

    const response = await page.request.get('/manager/api')
    expect(response.status()).toBe(403)
    const html = await response.text()
    expect(html).not.toContain('/get-session')
    expect(html).not.toContain('createRepository')

    await page.goto('/manager/api')
    await expect(page.getByRole('heading', { name: "You don't have access to this page" })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'API documentation' })).toHaveCount(0)
  })

  test('the auth API serves no reference page of its own (it would load a CDN script)', async ({ request }) => {
    expect((await request.get('/api/auth/reference')).status()).toBe(404)
    expect((await request.get('/api/auth/open-api/generate-schema')).status()).toBe(404)
  })
})
