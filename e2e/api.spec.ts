import { apiCaller, cookieOf, expectProblem, myApiKeys, signedIn } from './fixtures/api'
import { callServerFunction, serverFunctionPath } from './fixtures/server-functions'
import { admin, expect, hydrated, newEmail, signIn, test } from './fixtures/test'

/**
 * The HTTP API (/api/v1) against the production build, called as a customer's script calls it: with keys made
 * through the product's own functions, `Authorization: Bearer` or `x-api-key`, JSON in and out, problems (RFC 9457)
 * when refused. Who may do what is the permission matrix's subject; here, what keys add to it.
 */

const allRepositoryRights = ['repository:read', 'repository:create', 'repository:update', 'repository:delete']

test.describe('the HTTP API', () => {
  test('a personal key creates, lists, reads, updates and deletes repositories as the pages do', async ({
    request,
    baseURL,
  }) => {
    const call = await signedIn(request, baseURL!, admin.email)
    const { key } = await call<{ key: string }>('createMyApiKey', {
      name: 'Repositories script',
      expiresInDays: 7,
      permissions: allRepositoryRights,
    })
    expect(key).toMatch(/^thr_[A-Za-z]{48}$/)
    const api = apiCaller(baseURL!, key)
    const name = `api-${Date.now().toString(36)}`

    const created = await api('/repositories', {
      method: 'POST',
      body: { name, link: 'https://github.com/acme/api', description: '' },
    })
    expect(created.status, await created.clone().text()).toBe(200)
    expect(created.headers.get('ratelimit-policy')).toBe('"key";q=600;w=60')
    expect(created.headers.get('ratelimit')).toMatch(/^"key";r=\d+;t=\d+$/)
    const { id } = (await created.json()) as { id: string }

    const listAnswer = await api(`/repositories?searchTerm=${name}&limit=5`)
    const listed = (await listAnswer.json()) as {
      items: Array<{ id: string; name: string }>
    }
    expect(listed.items.map((item) => item.name)).toEqual([name])
    // The same validation as the form: the message in the caller's language, the stable key beside it.
    const refused = await expectProblem(
      await api(`/repositories/${id}`, {
        method: 'PATCH',
        body: { name, link: 'not a link', description: '' },
        headers: { 'accept-language': 'fr' },
      }),
      400,
      'repository:validation.linkNeedsDot',
    )
    expect(refused.detail).toMatch(/lien/i)
    const updated = await api(`/repositories/${id}`, {
      method: 'PATCH',
      body: { name, link: 'https://github.com/acme/api-v2', description: 'Through the API' },
    })
    expect(((await updated.json()) as { description: string }).description).toBe('Through the API')
    // The same key in the other header.
    const byHeader = apiCaller(baseURL!, key, { header: 'x-api-key' })
    expect((await byHeader(`/repositories/${id}`, { method: 'DELETE' })).status).toBe(200)
    await expectProblem(await byHeader(`/repositories/${id}`), 404, 'repository:notFound')
  })

  test('a person makes a key on the account page, shown once, that a script uses until it is revoked there', async ({
    page,
    request,
    baseURL,
  }) => {
    const email = newEmail('api-page')
    await (
      await signedIn(request, baseURL!, admin.email)
    )('createUser', { email, name: 'Page Person', role: 'user' })
    await signIn(page, email, { startAt: '/app/account' })
    const section = page.getByRole('region', { name: 'API keys' })
    await (await hydrated(section.getByRole('button', { name: 'Create an API key' }))).click()
    const dialog = page.getByRole('dialog', { name: 'Create an API key' })
    // Nothing named: refused in words, nothing made.
    await dialog.getByRole('button', { name: 'Create the key' }).click()
    await expect(dialog.getByText('Name the key', { exact: true })).toBeVisible()
    await dialog.getByLabel('Name').fill('Nightly export')
    // What a user may do that an endpoint asks for: nothing else can be given.
    await expect(dialog.getByRole('checkbox')).toHaveCount(2)
    await expect(dialog.getByRole('checkbox', { name: 'apps:app' })).toBeVisible()
    await dialog.getByRole('checkbox', { name: 'repository:read' }).check()
    await dialog.getByRole('button', { name: 'Create the key' }).click()
    const shown = page.getByTestId('new-api-key')
    const key = (await shown.locator('[dir=ltr]').first().textContent())?.trim() ?? ''
    expect(key).toMatch(/^thr_[A-Za-z]{48}$/)
    const row = section.getByTestId('api-key').filter({ hasText: 'Nightly export' })
    await expect(row).toContainText('repository:read')
    await expect(row).toContainText('Never used')

    const api = apiCaller(baseURL!, key)
    expect((await api('/repositories')).status).toBe(200)
    // Shown once: after a reload, only its first characters.
    await page.reload()
    await expect(page.getByTestId('new-api-key')).toHaveCount(0)
    await expect(page.getByText(key)).toHaveCount(0)
    await expect(row).toContainText(key.slice(0, 12))
    await expect(row).toContainText('Last used')

    await (await hydrated(row.getByRole('button', { name: 'Revoke' }))).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Revoke the key' }).click()
    await expect(row).toHaveCount(0)
    await expectProblem(await api('/repositories'), 401, 'errors:apiKey.invalid')
  })

  test('a key is refused when missing, forged, revoked, beyond its permissions, or for a step-up action', async ({
    request,
    baseURL,
  }) => {
    const anonymous = apiCaller(baseURL!, '')
    const missing = await fetch(`${baseURL}/api/v1/repositories`)
    await expectProblem(missing, 401, 'errors:apiKey.required')
    expect(missing.headers.get('www-authenticate')).toBe('Bearer')
    await expectProblem(await anonymous('/repositories'), 401, 'errors:apiKey.required')
    await expectProblem(
      await apiCaller(baseURL!, `thr_${'a'.repeat(48)}`)('/repositories'),
      401,
      'errors:apiKey.invalid',
    )

    const call = await signedIn(request, baseURL!, admin.email)
    const { id: keyId, key } = await call<{ id: string; key: string }>('createMyApiKey', {
      name: 'Read only',
      expiresInDays: null,
      permissions: ['repository:read'],
    })
    const api = apiCaller(baseURL!, key)
    expect((await api('/repositories')).status).toBe(200)
    // Its owner, an admin, may do both; the key may not.
    await expectProblem(
      await api('/repositories', { method: 'POST', body: { name: 'nope', link: 'https://a.b/c', description: '' } }),
      403,
      'errors:apiKey.forbidden',
    )
    await expectProblem(await api('/users'), 403, 'errors:apiKey.forbidden')
    // Malformed calls: a body that is not JSON, an unknown path, a method the path does not take.
    await expectProblem(
      await api('/repositories', { method: 'POST', body: '{"name":', headers: { 'content-type': 'application/json' } }),
      400,
      'errors:invalidInput',
    )
    await expectProblem(await api('/nothing-here'), 404, 'errors:apiNotFound')
    const wrongMethod = await api('/repositories', { method: 'PUT', body: {} })
    await expectProblem(wrongMethod, 405, 'errors:methodNotAllowed')
    expect(wrongMethod.headers.get('allow')).toBe('GET, POST')

    // What needs a step-up has no endpoint, and keys cannot reach it by any other way.
    const { id: bannable } = await call<{ id: string }>('createUser', {
      email: newEmail('api-ban'),
      name: 'To ban',
      role: 'user',
    })
    await expectProblem(
      await api(`/users/${bannable}/ban`, { method: 'POST', body: {} }),
      405,
      'errors:methodNotAllowed',
    )

    // The owner's list shows the key's last use, from the caller's network.
    const keys = await myApiKeys(baseURL!, await cookieOf(request))
    const listedKey = keys.find((each) => each.id === keyId)
    expect(listedKey?.lastUsedAt).not.toBeNull()
    expect(listedKey?.lastUsedFrom).toMatch(/x$|\/48$/)

    await call('revokeMyApiKey', { keyId })
    await expectProblem(await api('/repositories'), 401, 'errors:apiKey.invalid')
  })

  test('a key of a person who is banned, or who may not give a permission, is refused', async ({
    request,
    baseURL,
    playwright,
  }) => {
    const adminCall = await signedIn(request, baseURL!, admin.email)
    const email = newEmail('api-owner')
    await adminCall('createUser', { email, name: 'Key Owner', role: 'user' })
    await using personRequest = await playwright.request.newContext({ baseURL })
    const personCall = await signedIn(personRequest, baseURL!, email)
    // A user reads repositories but does not list users: no key of theirs may.
    const refused = await callServerFunction(baseURL!, serverFunctionPath('createMyApiKey'), {
      method: 'POST',
      data: { name: 'Too much', expiresInDays: 7, permissions: ['user:list'] },
      headers: { cookie: await cookieOf(personRequest) },
    })
    expect(refused.status).toBe(403)
    const { key } = await personCall<{ key: string }>('createMyApiKey', {
      name: 'Mine',
      expiresInDays: 30,
      permissions: ['repository:read'],
    })
    const api = apiCaller(baseURL!, key)
    expect((await api('/repositories')).status).toBe(200)

    const { items } = (await (
      await fetch(`${baseURL}/api/v1/users?searchTerm=${encodeURIComponent(email)}`, {
        headers: {
          authorization: `Bearer ${(await adminCall<{ key: string }>('createMyApiKey', { name: 'Admin users', expiresInDays: 7, permissions: ['user:list'] })).key}`,
        },
      })
    ).json()) as { items: Array<{ id: string }> }
    await adminCall('banUser', { id: items[0]!.id, reason: 'API test', expiresAt: null })
    await expectProblem(await api('/repositories'), 403, 'errors:apiKey.ownerRefused')
  })

  test('an organisation’s key acts within its organisation only', async ({ request, baseURL }) => {
    const call = await signedIn(request, baseURL!, admin.email)
    const origin = { origin: baseURL! }
    const create = async (name: string) => {
      const answer = await request.post('/api/auth/organization/create', {
        data: { name, slug: `${name.toLowerCase()}-${Date.now().toString(36)}` },
        headers: origin,
      })
      expect(answer.status(), await answer.text()).toBe(200)
      return ((await answer.json()) as { id: string }).id
    }
    const ours = await create('ApiOurs')
    const theirs = await create('ApiTheirs')
    const { key } = await call<{ key: string }>('createOrganizationApiKey', {
      organizationId: ours,
      name: 'Directory sync',
      expiresInDays: 90,
    })
    expect(key).toMatch(/^thr_org_/)
    const api = apiCaller(baseURL!, key)
    const own = await api(`/organizations/${ours}`)
    expect(own.status, await own.clone().text()).toBe(200)
    expect(((await own.json()) as { organization: { name: string } }).organization.name).toBe('ApiOurs')
    await expectProblem(await api(`/organizations/${theirs}`), 403, 'errors:apiKey.otherOrganization')
    await expectProblem(await api('/repositories'), 403, 'errors:apiKey.organizationOnly')
  })

  test('too many calls with one key are refused with the time to wait', async ({ request, baseURL }) => {
    const call = await signedIn(request, baseURL!, admin.email)
    const { key } = await call<{ key: string }>('createMyApiKey', {
      name: 'Busy',
      expiresInDays: 7,
      permissions: ['repository:read'],
    })
    const api = apiCaller(baseURL!, key)
    const statuses: number[] = []
    // The key's window holds 600 calls: 20 callers at a time, as a busy integration makes them.
    for (let batch = 0; batch < 31; batch++)
      statuses.push(
        ...(await Promise.all(Array.from({ length: 20 }, async () => (await api('/repositories?limit=1')).status))),
      )
    expect(statuses.filter((status) => status === 200)).toHaveLength(600)
    const refused = await expectProblem(
      await api('/repositories', { headers: { 'accept-language': 'sw' } }),
      429,
      'errors:rateLimited.seconds',
    )
    expect(refused.title).toBe('Too Many Requests')
    const answer = await api('/repositories')
    expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0)
  })

  test('the OpenAPI document describes every endpoint from the declarations', async ({ baseURL }) => {
    const answer = await fetch(`${baseURL}/api/v1/openapi.json`)
    expect(answer.status).toBe(200)
    const document = (await answer.json()) as {
      openapi: string
      servers: Array<{ url: string }>
      paths: Record<string, Record<string, { operationId: string; parameters: Array<{ name: string; in: string }> }>>
    }
    expect(document.openapi).toBe('3.1.0')
    expect(document.servers[0]!.url).toBe(`${baseURL}/api/v1`)
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/repositories', '/repositories/{id}', '/users/{id}/role']),
    )
    expect(document.paths['/repositories']!.get!.operationId).toBe('listRepositories')
    expect(
      document.paths['/repositories']!.get!.parameters.map((parameter) => `${parameter.in}:${parameter.name}`),
    ).toEqual(['query:searchTerm', 'query:cursor', 'query:limit'])
    expect(document.paths['/repositories/{id}']!.patch!.parameters).toEqual([
      expect.objectContaining({ name: 'id', in: 'path' }),
    ])
    // No sensitive action has an endpoint.
    expect(JSON.stringify(document)).not.toContain('"operationId":"banUser"')
  })
})
