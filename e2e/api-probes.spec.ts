import type { APIRequestContext } from '@playwright/test'
import { apiCaller, cookieOf, expectProblem, myApiKeys, signedIn } from './fixtures/api'
import { callServerFunction, serverFunctionPath } from './fixtures/server-functions'
import { admin, expect, newEmail, test } from './fixtures/test'

/**
 * What a hostile caller tries on the HTTP API: another person's or organisation's keys and records, credentials
 * where they are not read, paths and bodies no client sends. Each is refused with a problem (RFC 9457), never a 5xx,
 * and changes nothing.
 */

/** A key of the admin's with every repository permission. */
async function adminKey(request: APIRequestContext, baseURL: string) {
  const call = await signedIn(request, baseURL, admin.email)
  const permissions = ['repository:read', 'repository:create', 'repository:update', 'repository:delete']
  return (await call<{ key: string }>('createMyApiKey', { name: 'Probes', expiresInDays: 7, permissions })).key
}

test.describe('the HTTP API under probes', () => {
  test('credentials are read from the two headers only: not a session cookie, not the query', async ({
    request,
    baseURL,
  }) => {
    const key = await adminKey(request, baseURL!)
    // A signed-in browser's cookie does not open the API: no page of another site can make it act.
    const withCookie = await fetch(`${baseURL}/api/v1/repositories`, {
      headers: { cookie: await cookieOf(request), origin: 'https://elsewhere.example' },
    })
    await expectProblem(withCookie, 401, 'errors:apiKey.required')
    for (const query of [`api_key=${key}`, `key=${key}`, `access_token=${key}`])
      await expectProblem(await fetch(`${baseURL}/api/v1/repositories?${query}`), 401, 'errors:apiKey.required')
    for (const authorization of [
      `Basic ${btoa(`admin:${key}`)}`,
      'Bearer',
      `Bearer ${key}x`,
      `Bearer ${'x'.repeat(8_000)}`,
    ]) {
      const answer = await fetch(`${baseURL}/api/v1/repositories`, { headers: { authorization } })
      expect(answer.status, authorization.slice(0, 40)).toBe(401)
    }
    // A key sent twice over, once wrong: refused, not the right one picked.
    const mixed = await fetch(`${baseURL}/api/v1/repositories`, {
      headers: { authorization: `Bearer thr_${'b'.repeat(48)}`, 'x-api-key': key },
    })
    expect(mixed.status).toBe(401)
    expect((await apiCaller(baseURL!, key)('/repositories')).status).toBe(200)
  })

  test('paths and bodies no client sends are refused without a 5xx, and change nothing', async ({
    request,
    baseURL,
  }) => {
    const key = await adminKey(request, baseURL!)
    const api = apiCaller(baseURL!, key)
    const name = `probe-${Date.now().toString(36)}`
    const created = await api('/repositories', {
      method: 'POST',
      body: { name, link: 'https://github.com/acme/probe', description: 'Probed' },
    })
    expect(created.status, await created.clone().text()).toBe(200)
    const { id } = (await created.json()) as { id: string }

    for (const path of [
      '/repositories/..%2Fusers',
      '/repositories/%00',
      `/repositories/${encodeURIComponent("' or 1=1 --")}`,
      `/repositories/${crypto.randomUUID()}`,
      '//repositories',
      '/repositories/a/b/c',
    ]) {
      const answer = await api(path)
      expect(answer.status, path).toBeGreaterThanOrEqual(400)
      expect(answer.status, path).toBeLessThan(500)
      expect(answer.headers.get('content-type'), path).toBe('application/problem+json')
    }

    const write = (body: string, contentType = 'application/json') =>
      api(`/repositories/${id}`, { method: 'PATCH', body, headers: { 'content-type': contentType } })
    await expectProblem(await write('name=x', 'application/x-www-form-urlencoded'), 415, 'errors:unsupportedMediaType')
    await expectProblem(await write('[1, 2]'), 400, 'errors:invalidInput')
    await expectProblem(await write('"text"'), 400, 'errors:invalidInput')
    await expectProblem(await write('{"name": "x"'), 400, 'errors:invalidInput')
    await expectProblem(await write(JSON.stringify({ name: 'x'.repeat(2_000_000) })), 413, 'errors:payloadTooLarge')
    // An id in the body does not move the write to another record than the path's.
    const other = (await (
      await api('/repositories', {
        method: 'POST',
        body: { name: `${name}-other`, link: 'https://github.com/acme/other', description: 'Untouched' },
      })
    ).json()) as { id: string }
    const moved = await api(`/repositories/${id}`, {
      method: 'PATCH',
      body: { id: other.id, name, link: 'https://github.com/acme/probe', description: 'Path wins' },
    })
    expect(moved.status, await moved.clone().text()).toBe(200)
    // Prototype keys are data, not the server's objects.
    const polluted = await write(
      '{"__proto__": {"role": "admin"}, "constructor": {"prototype": {"x": 1}}, "name": "' +
        name +
        '", "link": "https://github.com/acme/probe", "description": "Path wins"}',
    )
    expect(polluted.status, await polluted.clone().text()).toBeLessThan(500)

    const read = async (repositoryId: string) =>
      (await (await api(`/repositories/${repositoryId}`)).json()) as { name: string; description: string }
    expect(await read(id)).toMatchObject({ name, description: 'Path wins' })
    expect(await read(other.id)).toMatchObject({ name: `${name}-other`, description: 'Untouched' })
  })

  test('another person’s or organisation’s key cannot be revoked, and keeps working', async ({
    request,
    baseURL,
    playwright,
  }) => {
    const adminCall = await signedIn(request, baseURL!, admin.email)
    const email = newEmail('api-stranger')
    await adminCall('createUser', { email, name: 'Key Stranger', role: 'user' })
    await using strangerRequest = await playwright.request.newContext({ baseURL })
    await signedIn(strangerRequest, baseURL!, email)
    const stranger = { cookie: await cookieOf(strangerRequest) }

    const { id: keyId, key } = await adminCall<{ id: string; key: string }>('createMyApiKey', {
      name: 'Not theirs',
      expiresInDays: 7,
      permissions: ['repository:read'],
    })
    const revoke = (name: string, data: unknown) =>
      callServerFunction(baseURL!, serverFunctionPath(name), { method: 'POST', data, headers: stranger })
    const personal = await revoke('revokeMyApiKey', { keyId })
    expect(personal.status, await personal.clone().text()).toBe(404)

    // An organisation's key, probed by the owner of another organisation.
    const organization = async (label: string, cookie: string) => {
      const answer = await fetch(`${baseURL}/api/auth/organization/create`, {
        method: 'POST',
        headers: { cookie, origin: baseURL!, 'content-type': 'application/json' },
        body: JSON.stringify({ name: label, slug: `${label.toLowerCase()}-${Date.now().toString(36)}` }),
      })
      expect(answer.status, await answer.clone().text()).toBe(200)
      return ((await answer.json()) as { id: string }).id
    }
    const ours = await organization('ProbeOurs', await cookieOf(request))
    const theirs = await organization('ProbeTheirs', stranger.cookie)
    const organizationKey = await adminCall<{ id: string; key: string }>('createOrganizationApiKey', {
      organizationId: ours,
      name: 'Not theirs either',
      expiresInDays: 7,
    })
    const throughTheirs = await revoke('revokeOrganizationApiKey', {
      organizationId: theirs,
      keyId: organizationKey.id,
    })
    expect(throughTheirs.status, await throughTheirs.clone().text()).toBe(404)
    // An organisation one is not in answers as if it did not exist.
    const throughOurs = await revoke('revokeOrganizationApiKey', { organizationId: ours, keyId: organizationKey.id })
    expect(throughOurs.status, await throughOurs.clone().text()).toBe(404)
    // Nor listed to them, nor made for an organisation they are not in.
    expect((await myApiKeys(baseURL!, stranger.cookie)).map((each) => each.id)).not.toContain(keyId)
    const foreign = await revoke('createOrganizationApiKey', {
      organizationId: ours,
      name: 'Intruder',
      expiresInDays: 7,
    })
    expect(foreign.status).toBe(404)

    expect((await apiCaller(baseURL!, key)('/repositories')).status).toBe(200)
    expect((await apiCaller(baseURL!, organizationKey.key)(`/organizations/${ours}`)).status).toBe(200)
  })
})
