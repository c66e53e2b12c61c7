import { readFileSync, rmSync } from 'node:fs'
import { connect } from 'node:net'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import postgres from 'postgres'
import { ports } from './fixtures/ports'
import { PostgresCluster, SECRET, ServerProcess, copyBuild } from './fixtures/processes'
import { callServerFunction, serverFunctionPath } from './fixtures/server-functions'
import { type SmtpSink, extractCode, startSmtpSink } from './fixtures/smtp-sink'

/**
 * Two production instances (A and B) behind one (pretend) load balancer, on one PostgreSQL database
 * that is empty when both start at the same moment. Whatever one instance does with sessions, bans
 * and rate limits, the other sees at its next request: nothing of it lives in a process's memory.
 * Each request is sent to an instance on purpose, as a load balancer without sticky sessions could.
 */
// Ports of their own next to the e2e web server's (E2E_PORT), so that runs on other ports never meet.
const PG_PORT = 50_000 + ports.web + 1
const PORT_A = ports.web + 66
const PORT_B = ports.web + 67

test.describe.configure({ mode: 'serial' })

type Instance = ServerProcess & { name: 'A' | 'B' }

test.describe('two instances on one database', () => {
  let cluster: PostgresCluster
  let build: string
  let sink: SmtpSink
  let a: Instance
  let b: Instance
  let paths: { listRepositories: string; banUser: string }
  /** Every secret value the instances handled, which their logs must never show. */
  const codes: string[] = []
  const cookieValues: string[] = []
  let ipCounter = 0
  /** A client IP of its own for each sign-in, so that only the rate-limit test meets the limit. */
  const clientIp = () => `198.51.100.${++ipCounter}`

  test.beforeAll(async () => {
    test.setTimeout(120_000)
    cluster = new PostgresCluster(PG_PORT)
    cluster.start()
    build = copyBuild()
    sink = await startSmtpSink()
    paths = {
      listRepositories: serverFunctionPath('listRepositories', build),
      banUser: serverFunctionPath('banUser', build),
    }
    const env = {
      DATABASE_URL: cluster.url,
      EMAIL_SERVER: sink.url,
      TRUSTED_PROXY_HEADER: 'x-forwarded-for',
      LOG_LEVEL: 'info',
    }
    // Started in the same tick: both find the database empty and migrate it at the same time.
    a = Object.assign(new ServerProcess(PORT_A, env, build), { name: 'A' as const })
    b = Object.assign(new ServerProcess(PORT_B, env, build), { name: 'B' as const })
    await Promise.all([a.waitFor('/api/ready', 200, 60_000), b.waitFor('/api/ready', 200, 60_000)])
  })

  // eslint-disable-next-line no-empty-pattern -- Playwright requires a destructured first argument
  test.afterEach(async ({}, testInfo) => {
    if (testInfo.status === testInfo.expectedStatus) return
    for (const server of [a, b])
      if (server)
        await testInfo.attach(`server ${server.name} output`, { body: server.output, contentType: 'text/plain' })
  })

  test.afterAll(async () => {
    await Promise.all([a?.kill(), b?.kill()])
    await sink?.close()
    cluster?.destroy()
    if (build) rmSync(build, { recursive: true, force: true })
  })

  async function query<T>(run: (sql: postgres.Sql) => Promise<T>) {
    const sql = postgres(cluster.url, { max: 1, connect_timeout: 5, onnotice: () => {} })
    try {
      return await run(sql)
    } finally {
      await sql.end({ timeout: 1 })
    }
  }

  /** A JSON POST to better-auth on `server`, as the browser sends it (same-origin Origin) from `ip`. */
  function authPost(server: Instance, path: string, body: unknown, ip: string, cookie?: string) {
    return fetch(`${server.url}/api/auth${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: server.url,
        'x-forwarded-for': ip,
        ...(cookie ? { cookie } : {}),
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    })
  }

  /** Signs in on `server` with the code really e-mailed; returns the session cookie. */
  async function signIn(server: Instance, email: string) {
    const ip = clientIp()
    const since = sink.received.length
    const sent = await authPost(server, '/email-otp/send-verification-otp', { email, type: 'sign-in' }, ip)
    expect(sent.status, await sent.clone().text()).toBe(200)
    const code = extractCode(await sink.waitForEmail(email, { since, withCode: true }))
    codes.push(code)
    const signedIn = await authPost(server, '/sign-in/email-otp', { email, otp: code }, ip)
    expect(signedIn.status, await signedIn.clone().text()).toBe(200)
    const pairs = signedIn.headers.getSetCookie().map((cookie) => cookie.split(';')[0]!)
    for (const pair of pairs) {
      const value = pair.slice(pair.indexOf('=') + 1)
      cookieValues.push(value, decodeURIComponent(value), decodeURIComponent(value).split('.')[0]!)
    }
    const cookie = pairs.join('; ')
    expect(cookie).toContain('session_token=')
    return cookie
  }

  async function sessionOn(server: Instance, cookie: string) {
    const response = await fetch(`${server.url}/api/auth/get-session`, {
      headers: { cookie, 'x-forwarded-for': clientIp() },
    })
    expect(response.status).toBe(200)
    return (await response.json()) as { user: { id: string; email: string } } | null
  }

  /** A signed-in server function: 200 with a session that may read repositories, 401 without one. */
  async function listRepositoriesOn(server: Instance, cookie: string) {
    const response = await callServerFunction(server.url, paths.listRepositories, {
      method: 'GET',
      data: { limit: 5 },
      headers: { cookie },
    })
    await response.arrayBuffer()
    return response.status
  }

  /** The log lines of an instance: JSON, except the server's own "Listening on" line. */
  function logLines(server: Instance) {
    return server.output
      .split('\n')
      .filter((line) => line.trim() && !line.includes('Listening on:'))
      .map((line) => {
        try {
          return JSON.parse(line) as {
            level: number
            msg: string
            requestId?: string
            path?: string
            status?: number
            err?: unknown
          }
        } catch {
          throw new Error(`Server ${server.name} wrote a line that is not JSON: ${line}`)
        }
      })
  }

  /**
   * Error lines of an instance. A connection to PostgreSQL that timed out while the instance opened
   * the database is not one: the instance says so and tries again (a loaded machine, two instances
   * and PostgreSQL starting together); a failed migration, or anything else, is.
   */
  function errorLines(server: Instance) {
    return logLines(server).filter(
      (line) =>
        line.level >= 50 &&
        !(
          line.msg === 'The database could not be opened' &&
          /CONNECT_TIMEOUT|ECONNREFUSED/.test(JSON.stringify(line.err ?? ''))
        ),
    )
  }

  test('both start at once on an empty database: both ready, each migration applied exactly once, no error', async () => {
    const journal = JSON.parse(readFileSync(join(build, 'server/drizzle/meta/_journal.json'), 'utf8')) as {
      entries: Array<{ tag: string; when: number }>
    }
    const applied = await query(
      (sql) => sql`select hash, created_at::text as created_at from drizzle.__drizzle_migrations order by created_at`,
    )
    expect(applied.length, JSON.stringify(applied)).toBe(journal.entries.length)
    expect(applied.map((row) => Number(row.created_at))).toEqual(
      journal.entries.map((entry) => entry.when).sort((x, y) => x - y),
    )
    expect(new Set(applied.map((row) => row.hash)).size).toBe(journal.entries.length)

    for (const server of [a, b]) {
      const lines = logLines(server)
      expect(errorLines(server), `errors logged by ${server.name}`).toEqual([])
      expect(
        lines.some((line) => line.msg === 'Database ready'),
        `${server.name} opened the database`,
      ).toBe(true)
      expect((await fetch(`${server.url}/login`)).status).toBe(200)
    }
  })

  test('a session made on A is valid on B, and signing out on A signs out on B', async () => {
    const email = `scale-${Date.now().toString(36)}@example.com`
    const cookie = await signIn(a, email)

    expect((await sessionOn(a, cookie))?.user.email).toBe(email)
    expect((await sessionOn(b, cookie))?.user.email).toBe(email)
    expect(await listRepositoriesOn(b, cookie)).toBe(200)
    // A page the user may not open (named, so not sent to the onboarding first): 403 on the wire and in the log, an
    // answer, not a failure.
    await query((sql) => sql`update "user" set name = 'Scale' where email = ${email}`)
    expect((await fetch(`${a.url}/manager/users`, { headers: { cookie }, redirect: 'manual' })).status).toBe(403)
    await expect
      .poll(() => logLines(a).filter((line) => line.path === '/manager/users'))
      .toEqual([expect.objectContaining({ msg: 'Request', status: 403, level: 30 })])

    const signedOut = await authPost(a, '/sign-out', {}, clientIp(), cookie)
    expect(signedOut.status).toBe(200)
    // B's very next request: the old cookie no longer signs anyone in.
    expect(await sessionOn(b, cookie)).toBeNull()
    expect(await listRepositoriesOn(b, cookie)).toBe(401)
    expect(await sessionOn(a, cookie)).toBeNull()
  })

  test('a ban by an admin on B takes effect on A at the next request', async () => {
    const stamp = Date.now().toString(36)
    const userEmail = `scale-banned-${stamp}@example.com`
    const adminEmail = `scale-admin-${stamp}@example.com`

    // The user works on A.
    const userCookie = await signIn(a, userEmail)
    const userId = (await sessionOn(a, userCookie))!.user.id
    expect(await listRepositoriesOn(a, userCookie)).toBe(200)

    // An admin (an account made admin in the database, as an operator would) works on B.
    const adminCookie = await signIn(b, adminEmail)
    await query((sql) => sql`update "user" set role = 'admin' where email = ${adminEmail}`)
    // A code the user asked for on A before the ban (a banned address is mailed none).
    const ip = clientIp()
    const since = sink.received.length
    await authPost(a, '/email-otp/send-verification-otp', { email: userEmail, type: 'sign-in' }, ip)
    const code = extractCode(await sink.waitForEmail(userEmail, { since, withCode: true }))
    codes.push(code)
    const ban = await callServerFunction(b.url, paths.banUser, {
      method: 'POST',
      data: { id: userId, reason: 'Scale-out test', expiresAt: null },
      headers: { cookie: adminCookie },
    })
    expect(ban.status, await ban.text()).toBe(200)

    // A's very next request for that user is refused.
    expect(await listRepositoriesOn(a, userCookie)).toBe(401)
    expect(await sessionOn(a, userCookie)).toBeNull()
    // Signing in again is refused too, on either instance.
    const again = await authPost(b, '/sign-in/email-otp', { email: userEmail, otp: code }, ip)
    expect(again.status).toBe(403)
    expect(
      again.headers.getSetCookie().filter((cookie) => cookie.includes('session_token=') && !/max-age=0/i.test(cookie)),
    ).toEqual([])
  })

  test('the logs are JSON lines with a request id and never show a code, a cookie or the secret', async () => {
    // Checked before the rate-limit test, so that a failure there (which stops this serial file) cannot
    // hide this one. One more request with a request id of our own, to be found in A's log.
    const requestId = `scale-out-${Date.now()}`
    expect(
      (await fetch(`${a.url}/api/health`, { headers: { 'x-request-id': requestId } })).headers.get('x-request-id'),
    ).toBe(requestId)
    await expect.poll(() => a.output.includes(requestId), { timeout: 5_000 }).toBe(true)
    // A client gone before its request's body arrived (a page left mid-submit): a JSON line too, with 499.
    const gone = connect(PORT_A, '127.0.0.1', () =>
      gone.write(
        'POST /api/auth/email-otp/send-verification-otp HTTP/1.1\r\nHost: localhost\r\n' +
          'Content-Type: application/json\r\nContent-Length: 60\r\n\r\n{"email":',
        () => setTimeout(() => gone.destroy(), 50),
      ),
    )
    await expect
      .poll(
        () =>
          logLines(a).some((line) => line.path === '/api/auth/email-otp/send-verification-otp' && line.status === 499),
        {
          timeout: 5_000,
        },
      )
      .toBe(true)

    expect(codes.length).toBeGreaterThanOrEqual(3)
    expect(cookieValues.length).toBeGreaterThan(0)
    for (const server of [a, b]) {
      const lines = logLines(server)
      const requests = lines.filter((line) => line.msg === 'Request' || line.msg === 'Request failed')
      expect(requests.length, `request lines of ${server.name}`).toBeGreaterThan(5)
      expect(
        requests.filter((line) => !line.requestId),
        `request lines without an id on ${server.name}`,
      ).toEqual([])
      expect(errorLines(server), `errors logged by ${server.name}`).toEqual([])

      for (const code of codes)
        expect(
          new RegExp(`(?<![0-9A-Za-z])${code}(?![0-9A-Za-z])`).test(server.output),
          `code ${code} in ${server.name}'s log`,
        ).toBe(false)
      for (const value of cookieValues)
        expect(server.output.includes(value), `a cookie value in ${server.name}'s log`).toBe(false)
      expect(server.output.includes(SECRET), `the secret in ${server.name}'s log`).toBe(false)
      expect(server.output.toLowerCase().includes('session_token'), `a cookie name in ${server.name}'s log`).toBe(false)
    }
  })
  test('the per-IP limit on sign-in codes is shared: the 6th request answers 429 on either instance', async () => {
    // appConfig.rateLimit.sendCode: 5 code requests per IP per 60 s (production only). A new address each
    // time, so that only the per-IP limit counts (there is one per address too: decision 013).
    const ip = '203.0.113.77'
    const stamp = Date.now().toString(36)
    const statuses: string[] = []
    for (const [index, server] of [a, b, a, b, a, b, a].entries()) {
      const response = await authPost(
        server,
        '/email-otp/send-verification-otp',
        { email: `scale-limit-${stamp}-${index}@example.com`, type: 'sign-in' },
        ip,
      )
      await response.arrayBuffer()
      statuses.push(`${server.name}:${response.status}`)
    }
    expect(statuses).toEqual(['A:200', 'B:200', 'A:200', 'B:200', 'A:200', 'B:429', 'A:429'])
    // Another client is not affected, on either instance.
    for (const server of [a, b]) {
      const other = await authPost(
        server,
        '/email-otp/send-verification-otp',
        { email: `scale-other-${stamp}-${server.name}@example.com`, type: 'sign-in' },
        '203.0.113.78',
      )
      expect(other.status, `another client on ${server.name}`).toBe(200)
    }
  })
})
