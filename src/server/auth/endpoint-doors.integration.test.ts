import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { OidcProvider } from '~/e2e/fixtures/oidc-provider'
import { user } from '@/server/db/schema'
import { type AuthHarness, TEST_BASE_URL, startAuthHarness } from '@/test/auth-harness'
import { testDatabaseDriver, uniqueEmail } from '@/test/test-database'
import type { Auth } from './auth'
import { type EndpointPath, endpointDoors, isOpen } from './endpoint-doors'

type Method = 'GET' | 'POST'

/** What better-auth's router serves: every endpoint of `auth.api` with a path, except the server-only ones. */
function servedEndpoints(auth: Auth) {
  return Object.values(
    auth.api as unknown as Record<
      string,
      { path?: string; options?: { method?: Method | Method[]; metadata?: { SERVER_ONLY?: boolean } } }
    >,
  )
    .filter((endpoint) => endpoint.path && !endpoint.options?.metadata?.SERVER_ONLY)
    .map((endpoint) => ({ path: endpoint.path as string, methods: [endpoint.options?.method ?? 'GET'].flat() }))
}

/** A path of better-auth's form with its `:parameters` filled in. */
const concrete = (path: string) => path.replace(/:[^/]+/g, 'some-value')

describe(`better-auth's endpoints over HTTP, open with their rule or closed, on ${testDatabaseDriver}`, () => {
  let provider: OidcProvider
  let harness: AuthHarness
  /** The same database with password sign-in switched off, as the default configuration has it. */
  let withoutPasswords: Auth
  let cookie: string

  beforeAll(async () => {
    provider = await OidcProvider.start()
    // Every optional part of the product switched on, so that every endpoint it can serve is listed.
    harness = await startAuthHarness({
      AUTH_PASSWORD_ENABLED: 'true',
      GITHUB_CLIENT_ID: 'github-client',
      GITHUB_CLIENT_SECRET: 'github-secret',
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID: 'threshold-test',
      OIDC_CLIENT_SECRET: 'threshold-test-secret',
    })
    withoutPasswords = harness.startInstance({ auth: { ...harness.config.auth, passwordEnabled: false } }).auth
    // Not the demo admin's address: signed up here, it would be a plain account that seedDemoData then keeps.
    const admin = uniqueEmail('admin')
    const { browser } = await harness.signIn(admin)
    await harness.db.update(user).set({ role: 'admin' }).where(eq(user.email, admin))
    cookie = browser.headersForServer.get('cookie') ?? ''
  })
  afterAll(async () => {
    await harness?.close()
    await provider?.stop()
  })

  async function call(auth: Auth, method: Method, path: string, headers: Record<string, string> = {}) {
    const response = await auth.handler(
      new Request(`${TEST_BASE_URL}/api/auth${path}`, {
        method,
        headers: {
          origin: TEST_BASE_URL,
          cookie,
          ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
          ...headers,
        },
        body: method === 'POST' ? '{}' : undefined,
        redirect: 'manual',
      }),
    )
    return { status: response.status, text: await response.text() }
  }

  it('lists every endpoint better-auth serves, and only those: a new one fails here until it is opened or closed', () => {
    const served = [...new Set(servedEndpoints(harness.auth).map((endpoint) => endpoint.path))].sort()
    expect(served).toEqual(Object.keys(endpointDoors).sort())
  })

  it('says, for each endpoint, the rule that holds there or where the product does it instead', () => {
    for (const door of Object.values(endpointDoors)) expect(Object.values(door)[0]).toMatch(/\w{3,}/)
  })

  it('answers 404 to every closed endpoint, whatever its method, even to an admin', async () => {
    for (const { auth, passwordEnabled } of [
      { auth: harness.auth, passwordEnabled: true },
      { auth: withoutPasswords, passwordEnabled: false },
    ]) {
      for (const { path, methods } of servedEndpoints(auth)) {
        if (isOpen(endpointDoors[path as EndpointPath], passwordEnabled)) continue
        for (const method of methods) {
          expect(await call(auth, method, concrete(path)), `${method} ${path}`).toEqual({
            status: 404,
            text: 'Not Found',
          })
        }
      }
    }
  })

  it('keeps every open endpoint open: none answers as a closed one does', async () => {
    for (const { path, methods } of servedEndpoints(harness.auth)) {
      if (!isOpen(endpointDoors[path as EndpointPath], true)) continue
      // Skipped: signing out would end the admin's session the other calls use.
      if (path === '/sign-out') continue
      for (const method of methods) {
        expect(await call(harness.auth, method, concrete(path)), `${method} ${path}`).not.toEqual({
          status: 404,
          text: 'Not Found',
        })
      }
    }
    expect((await call(harness.auth, 'POST', '/sign-out')).status).toBe(200)
  })

  it('opens password sign-in only while passwords are on', async () => {
    const body = JSON.stringify({ email: uniqueEmail(), password: 'not-a-password' })
    const signIn = (auth: Auth) =>
      auth.handler(
        new Request(`${TEST_BASE_URL}/api/auth/sign-in/email`, {
          method: 'POST',
          headers: { origin: TEST_BASE_URL, 'content-type': 'application/json' },
          body,
        }),
      )
    expect((await signIn(harness.auth)).status).toBe(401)
    expect((await signIn(withoutPasswords)).status).toBe(404)
  })

  it('closes a closed path however it is written', async () => {
    for (const path of [
      '/admin/set-role/',
      '/admin/set-role//',
      '/admin/set%2Drole',
      '/Admin/Set-Role',
      '/admin//set-role',
      '/admin/x/../set-role',
      '/reset-password/token/',
    ]) {
      expect((await call(harness.auth, 'POST', path)).status, path).toBe(404)
    }
    expect((await call(harness.auth, 'POST', '/admin/set-role?role=user')).status).toBe(404)
  })

  it('leaves the closed endpoints out of the OpenAPI document of the manager page', async () => {
    const documented = Object.keys((await harness.auth.api.generateOpenAPISchema()).paths)
    const closed = Object.keys(endpointDoors).filter((path) => !isOpen(endpointDoors[path as EndpointPath], true))
    expect(documented.filter((path) => closed.includes(path.replace(/\{([^}]+)\}/g, ':$1')))).toEqual([])
    expect(documented).toEqual(
      expect.arrayContaining(['/get-session', '/sign-in/email-otp', '/admin/impersonate-user', '/organization/create']),
    )
  })
})
