import { randomUUID } from 'node:crypto'
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import {
  type APIRequestContext,
  type APIResponse,
  type BrowserContext,
  request as playwrightRequest,
} from '@playwright/test'
// The serialiser TanStack Start's client uses for server-function payloads (serverFnFetcher).
import { fromCrossJSON, fromJSON, toJSONAsync } from 'seroval'
import { serverFunctionPath } from './fixtures/server-functions'
import { admin, expect, hydrated, newEmail, signIn, test } from './fixtures/test'
import type { Account, Caller, Fixture, Permissions, Role, Row } from './permission-matrix/row'

/**
 * The roles' permissions as a matrix: every server function of the registry
 * (src/features/api-docs/server-function-registry.ts) and the /api/auth admin and organisation endpoints, called
 * over HTTP by each kind of caller, against the production build. (The read-only demo build's column is e2e/demo/.)
 *
 * Each function's method and permission are read from the built server's API reference (getApiReference, generated
 * from the registry); the roles' statements are written here and in the features' rows, so each cell checks that the
 * declared permission is enforced. Each feature's rows (e2e/permission-matrix/<feature>.rows.ts, typed by its api.ts)
 * give each function a valid input and its expected answers: the first test fails when a function of the registry
 * has no row, or a row names no function.
 */

/**
 * The roles' statements (the admin role: better-auth's default admin statements and the product's); a feature's
 * rows add those of its own resources.
 */
const specRoles: Record<Role, Permissions> = {
  user: { account: ['update'], apps: ['app'] },
  admin: {
    user: ['create', 'list', 'set-role', 'ban', 'impersonate', 'delete', 'set-password', 'set-email', 'get', 'update'],
    session: ['list', 'revoke', 'delete'],
    account: ['update'],
    apps: ['app', 'manager'],
  },
}

/** Which role each caller acts with: anonymous and the banned user's revoked session have none. */
const callerRole: Record<Caller, Role | null> = {
  anonymous: null,
  banned: null,
  user: 'user',
  impersonating: 'user',
  admin: 'admin',
}

function roleAllows(role: Role, permission: Permissions) {
  return Object.entries(permission).every(([resource, actions]) =>
    actions.every((action) => specRoles[role][resource]?.includes(action)),
  )
}

/** A server function as the API reference declares it. */
type Declared = { name: string; method: 'GET' | 'POST'; permission: Permissions | null }

type NamedRow = Row & { name: string }
let rows: NamedRow[] = []

/** Every feature's rows (e2e/permission-matrix/<feature>.rows.ts), with the roles' statements of its resources. */
async function gatherRows() {
  const gathered: NamedRow[] = []
  const folder = join(import.meta.dirname, 'permission-matrix')
  const files = readdirSync(folder).filter((file) => file.endsWith('.rows.ts'))
  for (const file of files.sort()) {
    const feature = (await import(join(folder, file))) as {
      rows: Record<string, Row>
      roles?: Record<Role, Permissions>
    }
    gathered.push(...Object.entries(feature.rows).map(([name, row]) => ({ name, ...row })))
    for (const [role, statements] of Object.entries(feature.roles ?? {}))
      Object.assign(specRoles[role as Role], statements)
  }
  return gathered
}

/** The expected status of a cell; 'allowed' is refined by the row's allowedStatus. */
function expectedStatus(row: NamedRow, caller: Caller) {
  const { permission } = declaredAs(row.name)
  if (!permission) return row.openStatus!
  const role = callerRole[caller]
  if (!role) return 401
  if (!roleAllows(role, permission)) return 403
  return row.invalidWhenAllowed ? 400 : (row.allowedStatusFor?.[caller] ?? row.allowedStatus ?? 200)
}

// --- Server functions over HTTP, encoded as TanStack Start's client does --------------------------------

/** `{ data }` serialised by seroval to JSON, the payload of a server-function call (query `payload=` for GET, body for POST). */
async function encodePayload(data: unknown) {
  return data === undefined ? undefined : JSON.stringify(await toJSONAsync({ data }))
}

let declared: Declared[] = []
let paths: Record<string, string> = {}
let baseURL = ''

function declaredAs(name: string) {
  const declaration = declared.find((candidate) => candidate.name === name)
  expect(declaration, `the declaration of ${name} in the API reference`).toBeDefined()
  return declaration!
}

async function callFn(request: APIRequestContext, name: string, data: unknown) {
  const path = paths[name] ?? ''
  expect(path, `the path of ${name}`).toMatch(/^\/_serverFn\//)
  const payload = await encodePayload(data)
  const headers = { 'x-tsr-serverfn': 'true', accept: 'application/json', origin: baseURL }
  if (declaredAs(name).method === 'GET')
    return request.get(payload ? `${path}?payload=${encodeURIComponent(payload)}` : path, { headers })
  return request.post(path, {
    headers: payload ? { ...headers, 'content-type': 'application/json' } : headers,
    data: payload,
  })
}

/**
 * The decoded answer of a call: its result, or what it was refused with. A refusal is an Error
 * serialised by a TanStack plugin seroval alone cannot read: its raw text is enough to report it.
 */
async function decode(response: APIResponse): Promise<{ result?: unknown; error?: unknown }> {
  const text = await response.text()
  if (!response.headers()['x-tss-serialized']) return { error: text }
  try {
    return fromCrossJSON(JSON.parse(text), { refs: new Map() }) as { result?: unknown; error?: unknown }
  } catch {
    return { error: text.match(/"(errors|[a-z-]+):[\w.]+"/)?.[0] ?? text.slice(0, 200) }
  }
}

async function resultOf<T>(response: APIResponse) {
  const decoded = await decode(response)
  expect(response.status(), JSON.stringify(decoded.error ?? '')).toBe(200)
  return decoded.result as T
}

// --- Callers ------------------------------------------------------------------------------------------

let ipCounter = 0
const clientIp = () => `10.249.${Math.floor(Math.random() * 256)}.${ipCounter++ % 256}`

async function apiContext(storageState?: Awaited<ReturnType<BrowserContext['storageState']>>) {
  return playwrightRequest.newContext({ baseURL, storageState, extraHTTPHeaders: { 'X-Forwarded-For': clientIp() } })
}

/** A request context signed in with the password the admin set. */
async function signedInWithPassword(account: Account) {
  const context = await apiContext()
  const response = await context.post('/api/auth/sign-in/email', {
    data: { email: account.email, password: account.password },
    headers: { origin: baseURL },
  })
  expect(response.status(), `password sign-in of ${account.email}`).toBe(200)
  return context
}

type UserDetail = {
  user: { id: string; name: string; email: string; role: string | null; banned: boolean }
  sessions: Array<{ id: string; impersonatedBy: string | null }>
  audit: Array<{ id: string; action: string }>
  hasPassword: boolean
}

test.describe('permission matrix of the roles', () => {
  test.describe.configure({ mode: 'serial' })

  let adminBrowser: BrowserContext
  let impersonationStart: APIResponse
  let victimAuditBefore: string[] = []
  let as: Record<Caller, APIRequestContext>
  let f: Fixture
  const extraContexts: APIRequestContext[] = []

  test.beforeAll(async ({ browser, baseURL: url }) => {
    test.setTimeout(60_000)
    baseURL = url!
    rows = await gatherRows()
    adminBrowser = await browser.newContext({
      baseURL,
      locale: 'en-US',
      timezoneId: 'UTC',
      extraHTTPHeaders: { 'X-Forwarded-For': clientIp() },
    })
    const page = await adminBrowser.newPage()
    await signIn(page, admin.email)

    // The shape of a real GET call: the API page, reached by a client-side navigation, loads getApiReference.
    await page.goto('/manager')
    await hydrated(page.getByRole('link', { name: 'API documentation' }).first())
    const captured: string[] = []
    page.on('request', (request) => {
      if (request.method() === 'GET' && request.url().includes('/_serverFn/')) {
        expect(request.headers()['x-tsr-serverfn']).toBe('true')
        captured.push(new URL(request.url()).pathname)
      }
    })
    await page.getByRole('link', { name: 'API documentation' }).first().click()
    await expect(page.getByRole('heading', { name: 'API documentation', level: 1 })).toBeVisible()
    const adminRequest = adminBrowser.request
    type Reference = { functions?: Declared[] }
    let reference: Reference = {}
    for (const path of captured) {
      const answer = await resultOf<Reference>(
        await adminRequest.get(path, {
          headers: { 'x-tsr-serverfn': 'true', accept: 'application/json', origin: baseURL },
        }),
      )
      if (answer?.functions) reference = answer
    }
    expect(reference.functions, `getApiReference among ${captured.join(', ')}`).toBeDefined()
    declared = reference.functions!
    paths = Object.fromEntries(declared.map((fn) => [fn.name, serverFunctionPath(fn.name)]))
    expect(captured).toContain(paths.getApiReference)

    const tag = `Matrix${Math.random().toString(36).slice(2, 8)}`
    const account = async (label: string): Promise<Account> => {
      const email = newEmail(`matrix-${label}`)
      const name = `${tag} ${label}`
      const { id } = await resultOf<{ id: string }>(
        await callFn(adminRequest, 'createUser', { email, name, role: 'user' }),
      )
      const password = `pw-${randomUUID()}`
      await resultOf(await callFn(adminRequest, 'setUserPassword', { id, password }))
      return { id, email, name, password }
    }
    const [user, banned, impersonated, victim, spare] = await Promise.all(
      ['user', 'banned', 'impersonated', 'victim', 'spare'].map(account),
    )
    const repo = { name: `${tag} repository`, link: 'https://example.com/matrix', description: 'Matrix target' }
    const created = await resultOf<{ id: string }>(await callFn(adminRequest, 'createRepository', repo))
    const spareRepo = await resultOf<{ id: string }>(
      await callFn(adminRequest, 'createRepository', { ...repo, name: `${tag} spare repository` }),
    )
    const context = await resultOf<{ session: { user: { id: string } } }>(
      await callFn(adminRequest, 'getAppContext', undefined),
    )
    // Organisations owned by the admin, made through better-auth's endpoint as the pages do.
    const organization = async (name: string) => {
      const response = await adminRequest.post('/api/auth/organization/create', {
        data: { name, slug: name },
        headers: { origin: baseURL },
      })
      expect(response.status(), `creating ${name}`).toBe(200)
      return ((await response.json()) as { id: string }).id
    }
    const orgName = `${tag} organisation`
    const [orgId, spareOrgId, authSpareOrgId] = [
      await organization(orgName),
      await organization(`${tag} spare organisation`),
      await organization(`${tag} auth spare organisation`),
    ]
    const userRequest = await signedInWithPassword(user!)
    const bannedRequest = await signedInWithPassword(banned!)
    extraContexts.push(userRequest, bannedRequest)
    const userSessionId = (await resultOf<UserDetail>(await callFn(adminRequest, 'getUser', { id: user!.id })))
      .sessions[0]!.id
    f = {
      adminId: context.session.user.id,
      user: user!,
      userSessionId,
      banned: banned!,
      impersonated: impersonated!,
      victim: victim!,
      spare: spare!,
      repo: { id: created.id, ...repo },
      spareRepoId: spareRepo.id,
      org: { id: orgId!, name: orgName },
      spareOrgId: spareOrgId!,
      authSpareOrgId: authSpareOrgId!,
      tag,
    }

    // The real POST call of the UI: the admin bans the banned user; encodePayload here encodes the same body.
    const banCall = page.waitForRequest(
      (request) => request.method() === 'POST' && request.url().includes('/_serverFn/'),
    )
    await page.goto(`/manager/users/${f.banned.id}`)
    await hydrated(page.getByRole('button', { name: 'Ban', exact: true }))
    await page.getByRole('button', { name: 'Ban', exact: true }).click()
    const dialog = page.getByTestId('responsive-dialog')
    await dialog.getByLabel('Reason').fill('Permission matrix')
    await dialog.getByRole('button', { name: 'Ban', exact: true }).click()
    await expect(page.getByText('User banned')).toBeVisible()
    const ban = await banCall
    expect(new URL(ban.url()).pathname).toBe(paths.banUser)
    expect(ban.headers()['content-type']).toContain('application/json')
    const sent = fromJSON(JSON.parse(ban.postData()!)) as { data: unknown }
    expect(sent.data).toEqual({ id: f.banned.id, reason: 'Permission matrix', expiresAt: null })
    expect(JSON.parse(ban.postData()!)).toEqual(JSON.parse((await encodePayload(sent.data))!))

    // The admin impersonates a fresh user from a copy of its cookies: the copy holds the impersonation session.
    const impersonating = await apiContext(await adminBrowser.storageState())
    extraContexts.push(impersonating)
    impersonationStart = await impersonating.post('/api/auth/admin/impersonate-user', {
      data: { userId: f.impersonated.id },
      headers: { origin: baseURL },
    })
    expect(impersonationStart.status()).toBe(200)

    const anonymous = await apiContext()
    extraContexts.push(anonymous)
    as = { anonymous, banned: bannedRequest, user: userRequest, impersonating, admin: adminRequest }
    victimAuditBefore = (await resultOf<UserDetail>(await callFn(adminRequest, 'getUser', { id: f.victim.id }))).audit
      .map((entry) => entry.action)
      .sort()
  })

  test.afterAll(async () => {
    await Promise.all(extraContexts.map((context) => context.dispose()))
    await adminBrowser?.close()
  })

  test('the table covers every server function of the registry, once', () => {
    expect(declared.map((fn) => fn.name).sort()).toEqual(rows.map((row) => row.name).sort())
    expect(new Set(rows.map((row) => row.name)).size).toBe(rows.length)
    for (const fn of declared) expect(['GET', 'POST'], fn.name).toContain(fn.method)
  })

  test('the callers are who they should be', async () => {
    const contextOf = async (caller: Caller) =>
      (
        await resultOf<{ session: { user: { id: string }; impersonatedBy: string | null } | null }>(
          await callFn(as[caller], 'getAppContext', undefined),
        )
      ).session
    expect(await contextOf('anonymous')).toBeNull()
    // The ban revoked the banned user's session: their old cookies are anonymous ...
    expect(await contextOf('banned')).toBeNull()
    // ... and a fresh sign-in is refused.
    const again = await as.anonymous.post('/api/auth/sign-in/email', {
      data: { email: f.banned.email, password: f.banned.password },
      headers: { origin: baseURL },
    })
    expect(again.status()).toBe(403)
    expect(await again.json()).toMatchObject({ code: 'BANNED_USER' })
    expect((await contextOf('user'))?.user.id).toBe(f.user.id)
    const impersonation = await contextOf('impersonating')
    expect(impersonation?.user.id).toBe(f.impersonated.id)
    expect(impersonation?.impersonatedBy).toBe(f.adminId)
    expect((await contextOf('admin'))?.user.id).toBe(f.adminId)
  })

  async function runColumn(caller: Caller) {
    const cells: string[] = []
    for (const row of rows) {
      const expected = expectedStatus(row, caller)
      const allowed = !!declaredAs(row.name).permission && expected !== 401 && expected !== 403
      const data = allowed && row.invalidWhenAllowed ? {} : row.input(f, caller, allowed)
      const response = await callFn(as[caller], row.name, data)
      const { error } = await decode(response)
      cells.push(`${row.name}=${response.status()}`)
      expect
        .soft(
          response.status(),
          `${row.name} by ${caller}: ${String(error instanceof Error ? error.message : (error ?? ''))}`,
        )
        .toBe(expected)
    }
    console.log(`${caller}: ${cells.join(' ')}`)
  }

  for (const caller of ['anonymous', 'banned', 'user', 'impersonating'] as const) {
    test(`server functions called by ${caller}`, async () => {
      await runColumn(caller)
    })
  }

  test('/api/v1: a key lacking an endpoint’s permission is refused where its owner passes, and one holding it answers as the owner', async () => {
    const document = (await (await as.admin.get('/api/v1/openapi.json')).json()) as {
      paths: Record<string, Record<string, { operationId: string }>>
    }
    const endpoints = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations).map(([method, { operationId }]) => ({ name: operationId, method, path })),
    )
    expect(endpoints.length).toBeGreaterThan(0)
    const keyWith = async (permissions: string[]) =>
      (
        await resultOf<{ key: string }>(
          await callFn(as.admin, 'createMyApiKey', { name: `${f.tag} matrix key`, expiresInDays: 7, permissions }),
        )
      ).key
    const readOnly = await keyWith(['repository:read'])
    const { grantable } = await resultOf<{ grantable: string[] }>(await callFn(as.admin, 'listMyApiKeys', undefined))
    const everything = await keyWith(grantable)

    const cells: string[] = []
    for (const endpoint of endpoints) {
      const row = rows.find((candidate) => candidate.name === endpoint.name)
      expect(row, `a row of the matrix for ${endpoint.name}`).toBeDefined()
      const asked = Object.entries(declaredAs(endpoint.name).permission ?? {}).flatMap(([resource, actions]) =>
        actions.map((action) => `${resource}:${action}`),
      )
      const call = (key: string, allowed: boolean) => {
        const values = { ...((row!.input(f, 'admin', allowed) ?? {}) as Record<string, unknown>) }
        const path = endpoint.path.replace(/\{(\w+)\}/g, (_, name: string) => {
          const value = String(values[name])
          delete values[name]
          return encodeURIComponent(value)
        })
        const readsQuery = endpoint.method === 'get' || endpoint.method === 'delete'
        const query = new URLSearchParams(
          Object.entries(values).flatMap(([name, value]) => (value === undefined ? [] : [[name, String(value)]])),
        )
        return as.anonymous.fetch(`/api/v1${path}${readsQuery && query.size ? `?${query}` : ''}`, {
          method: endpoint.method.toUpperCase(),
          headers: { authorization: `Bearer ${key}` },
          ...(readsQuery ? {} : { data: values }),
        })
      }
      if (!asked.every((pair) => pair === 'repository:read')) {
        // The write the matrix refuses, sent with a key that lacks its permission: refused before the function runs.
        const refused = await call(readOnly, false)
        expect.soft(refused.status(), `${endpoint.name} with a repository:read key`).toBe(403)
        expect.soft(((await refused.json()) as { code: string }).code).toBe('errors:apiKey.forbidden')
        cells.push(`${endpoint.name}=${refused.status()}`)
      }
      // Reads only: a key holding every permission the admin may give answers as the admin's session does.
      if (endpoint.method === 'get' && asked.every((pair) => grantable.includes(pair))) {
        const answered = await call(everything, true)
        expect.soft(answered.status(), `${endpoint.name} with a full key`).toBe(row!.allowedStatus ?? 200)
        cells.push(`${endpoint.name}+full=${answered.status()}`)
      }
    }
    console.log(`api keys: ${cells.join(' ')}`)
  })

  test('the refused writes changed nothing', async () => {
    const admin = as.admin
    const victim = await resultOf<UserDetail>(await callFn(admin, 'getUser', { id: f.victim.id }))
    expect(victim.user).toMatchObject({ name: f.victim.name, email: f.victim.email, role: 'user', banned: false })
    // Its creation and password only: no audit row of any refused call.
    expect(victim.audit.map((entry) => entry.action).sort()).toEqual(victimAuditBefore)
    const banned = await resultOf<UserDetail>(await callFn(admin, 'getUser', { id: f.banned.id }))
    expect(banned.user).toMatchObject({ name: f.banned.name, email: f.banned.email, banned: true })
    const user = await resultOf<UserDetail>(await callFn(admin, 'getUser', { id: f.user.id }))
    expect(user.user).toMatchObject({ name: f.user.name, role: 'user' })
    expect(user.sessions.map((session) => session.id)).toContain(f.userSessionId)
    const impersonated = await resultOf<UserDetail>(await callFn(admin, 'getUser', { id: f.impersonated.id }))
    expect(impersonated.user).toMatchObject({ name: f.impersonated.name, email: f.impersonated.email, role: 'user' })
    const repo = await resultOf<{ name: string }>(await callFn(admin, 'getRepository', { id: f.repo.id }))
    expect(repo.name).toBe(f.repo.name)
    await resultOf(await callFn(admin, 'getRepository', { id: f.spareRepoId }))
    const repositories = await resultOf<{ items: Array<{ name: string }> }>(
      await callFn(admin, 'listRepositories', { searchTerm: f.tag }),
    )
    expect(repositories.items.map((item) => item.name).sort()).toEqual(
      [f.repo.name, `${f.tag} spare repository`].sort(),
    )
    const users = await resultOf<{ items: Array<{ id: string }> }>(
      await callFn(admin, 'listUsers', { searchTerm: `${f.tag.toLowerCase()}-created-by` }),
    )
    expect(users.items).toEqual([])
    // The organisation the refused deletions aimed at is still there.
    const organization = await resultOf<{
      organization: { name: string }
      members: Array<{ userId: string; role: string }>
    }>(await callFn(admin, 'getOrganizationForManager', { id: f.org.id }))
    expect(organization.organization.name).toBe(f.org.name)
    expect(organization.members).toEqual([expect.objectContaining({ userId: f.adminId, role: 'owner' })])
    // The victim's password was not replaced.
    const victimSignIn = await as.anonymous.post('/api/auth/sign-in/email', {
      data: { email: f.victim.email, password: 'matrix-user-password' },
      headers: { origin: baseURL },
    })
    expect(victimSignIn.status()).toBe(401)
  })

  test('server functions called by admin', async () => {
    await runColumn('admin')
    const spare = await callFn(as.admin, 'getUser', { id: f.spare.id })
    expect(spare.status()).toBe(404)
    expect((await callFn(as.admin, 'getOrganizationForManager', { id: f.spareOrgId })).status()).toBe(404)
  })

  test('/api/auth admin, organisation and passkey endpoints', async () => {
    // better-auth's own endpoints, open to any HTTP client: the impersonation ones are the product's (page-user,
    // impersonation-banner); the writes the server functions do answer 404 to everyone (docs/decisions/037), else
    // they would be a second way to them, without the product's rules and audit.
    type Endpoint = {
      path: string
      method?: 'GET'
      body?: (allowed: boolean) => unknown
      permission: Permissions | null
      expect?: Partial<Record<Caller, number>>
    }
    const closed = (path: string, body: () => unknown): Endpoint => ({
      path,
      body,
      permission: null,
      expect: { anonymous: 404, banned: 404, user: 404, impersonating: 404, admin: 404 },
    })
    const victimAudit = async () =>
      (await resultOf<UserDetail>(await callFn(as.admin, 'getUser', { id: f.victim.id }))).audit.map(
        (entry) => entry.id,
      )
    const victimAuditBeforeEndpoints = await victimAudit()
    const endpoints: Endpoint[] = [
      { path: '/admin/list-users?limit=1', method: 'GET', permission: { user: ['list'] } },
      closed('/admin/list-user-sessions', () => ({ userId: f.victim.id })),
      closed('/admin/set-role', () => ({ userId: f.adminId, role: 'user' })),
      closed('/admin/ban-user', () => ({ userId: f.victim.id, banReason: 'matrix' })),
      closed('/admin/unban-user', () => ({ userId: f.banned.id })),
      closed('/admin/revoke-user-session', () => ({ sessionToken: randomUUID() })),
      closed('/admin/revoke-user-sessions', () => ({ userId: f.user.id })),
      closed('/admin/remove-user', () => ({ userId: f.victim.id })),
      closed('/admin/create-user', () => ({
        email: newEmail('matrix-auth-created'),
        name: `${f.tag} auth created`,
        role: 'user',
      })),
      closed('/admin/update-user', () => ({ userId: f.victim.id, data: { name: 'x'.repeat(100_000) } })),
      closed('/admin/set-user-password', () => ({ userId: f.victim.id, newPassword: 'matrix-auth-password' })),
      closed('/update-user', () => ({ name: '<b>matrix</b>' })),
      // Passkeys: the product's server functions list, rename and remove them.
      { ...closed('/passkey/list-user-passkeys', () => undefined), method: 'GET' },
      closed('/passkey/update-passkey', () => ({ id: randomUUID(), name: 'matrix' })),
      closed('/passkey/delete-passkey', () => ({ id: randomUUID() })),
      // The ceremonies, before any challenge was asked for: a made-up answer finds no challenge (400).
      {
        path: '/passkey/verify-registration',
        body: () => ({ response: { id: 'matrix' }, name: 'matrix' }),
        permission: null,
        expect: { anonymous: 401, banned: 401, user: 400, impersonating: 403, admin: 400 },
      },
      {
        path: '/passkey/verify-authentication',
        body: () => ({ response: { id: 'matrix' } }),
        permission: null,
        expect: { anonymous: 400, banned: 400, user: 400, impersonating: 400, admin: 400 },
      },
      // Only the account owner adds a passkey: not an admin browsing as them.
      {
        path: '/passkey/generate-register-options',
        method: 'GET',
        permission: null,
        expect: { anonymous: 401, banned: 401, user: 200, impersonating: 403, admin: 200 },
      },
      {
        path: '/passkey/generate-authenticate-options',
        method: 'GET',
        permission: null,
        expect: { anonymous: 200, banned: 200, user: 200, impersonating: 200, admin: 200 },
      },
      // The admin's allowed call is the one that started the impersonating caller's session (beforeAll).
      {
        path: '/admin/impersonate-user',
        body: () => ({ userId: f.victim.id }),
        permission: { user: ['impersonate'] },
        expect: { admin: impersonationStart.status() },
      },
      // Any signed-in person lists their own organisations (no permission needed).
      {
        path: '/organization/list',
        method: 'GET',
        permission: null,
        expect: { anonymous: 401, banned: 401, user: 200, impersonating: 200, admin: 200 },
      },
      // better-auth's organisation endpoints on organisations the admin owns: whatever their product role,
      // people outside an organisation get nothing of it (the roles inside are organization-rules.integration.test.ts).
      ...[
        `/organization/get-full-organization?organizationId=${f.org.id}`,
        `/organization/list-members?organizationId=${f.org.id}`,
        `/organization/list-invitations?organizationId=${f.org.id}`,
      ].map((path): Endpoint => ({
        path,
        method: 'GET',
        permission: null,
        expect: { anonymous: 401, banned: 401, user: 403, impersonating: 403, admin: 200 },
      })),
      {
        path: '/organization/update',
        body: () => ({ organizationId: f.org.id, data: { name: f.org.name } }),
        permission: null,
        expect: { anonymous: 401, banned: 401, user: 400, impersonating: 400, admin: 200 },
      },
      {
        path: '/organization/invite-member',
        body: () => ({ organizationId: f.org.id, email: newEmail('matrix-invitee'), role: 'member' }),
        permission: null,
        expect: { anonymous: 401, banned: 401, user: 400, impersonating: 400, admin: 200 },
      },
      {
        path: '/organization/create-team',
        body: () => ({ organizationId: f.org.id, name: `${f.tag} team` }),
        permission: null,
        expect: { anonymous: 401, banned: 401, user: 403, impersonating: 403, admin: 200 },
      },
      {
        path: '/organization/set-active',
        body: () => ({ organizationId: f.org.id }),
        permission: null,
        expect: { anonymous: 401, banned: 401, user: 403, impersonating: 403, admin: 200 },
      },
      {
        path: '/organization/delete',
        body: () => ({ organizationId: f.authSpareOrgId }),
        permission: null,
        expect: { anonymous: 401, banned: 401, user: 400, admin: 200, impersonating: 400 },
      },
      // Only an impersonation session can be stopped; last, since it ends the impersonating caller's session.
      {
        path: '/admin/stop-impersonating',
        body: () => ({}),
        permission: null,
        expect: { anonymous: 401, banned: 401, user: 400, admin: 400, impersonating: 200 },
      },
    ]
    const lines: string[] = []
    for (const endpoint of endpoints) {
      const cells: string[] = []
      for (const caller of ['anonymous', 'banned', 'user', 'admin', 'impersonating'] as const) {
        const role = callerRole[caller]
        const allowed = !!role && !!endpoint.permission && roleAllows(role, endpoint.permission)
        const expected = endpoint.expect?.[caller] ?? (!role ? 401 : allowed ? 200 : 403)
        if (caller === 'admin' && endpoint.path === '/admin/impersonate-user') {
          cells.push(`${caller}=${expected}`)
          continue
        }
        const url = `/api/auth${endpoint.path}`
        const headers = { origin: baseURL }
        const response =
          endpoint.method === 'GET'
            ? await as[caller].get(url, { headers })
            : await as[caller].post(url, { headers, data: endpoint.body!(allowed) })
        cells.push(`${caller}=${response.status()}`)
        expect
          .soft(response.status(), `${endpoint.path} by ${caller}: ${(await response.text()).slice(0, 200)}`)
          .toBe(expected)
      }
      lines.push(`${endpoint.path}: ${cells.join(' ')}`)
    }
    console.log(lines.join('\n'))

    // The refused calls left the victim as it was, and no impersonation of it was started.
    const victim = await resultOf<UserDetail>(await callFn(as.admin, 'getUser', { id: f.victim.id }))
    expect(victim.user).toMatchObject({ name: f.victim.name, role: 'user', banned: false })
    expect(victim.sessions).toEqual([])
    expect(await victimAudit()).toEqual(victimAuditBeforeEndpoints)
    const banned = await resultOf<UserDetail>(await callFn(as.admin, 'getUser', { id: f.banned.id }))
    expect(banned.user.banned).toBe(true)
    const user = await resultOf<UserDetail>(await callFn(as.admin, 'getUser', { id: f.user.id }))
    expect(user.user.name).toBe(f.user.name)
    expect(user.sessions.map((session) => session.id)).toContain(f.userSessionId)
    const admin = await resultOf<UserDetail>(await callFn(as.admin, 'getUser', { id: f.adminId }))
    expect(admin.user.role).toBe('admin')
    // The impersonation is over: its cookies are the admin's own session again.
    const back = await resultOf<{ session: { user: { id: string }; impersonatedBy: string | null } }>(
      await callFn(as.impersonating, 'getAppContext', undefined),
    )
    expect(back.session).toMatchObject({ user: { id: f.adminId }, impersonatedBy: null })
  })
})
