import { existsSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import postgres from 'postgres'
import { ports } from './fixtures/ports'
import { PostgresCluster, ServerProcess, copyBuild, runScript } from './fixtures/processes'
import { callServerFunction, serverFunctionPath } from './fixtures/server-functions'

// A real PostgreSQL (the machine's binaries, a private cluster in a temp folder) killed and restarted
// under a running production server that is serving a steady stream of reads and writes: while it is
// down the answers are fast 503s, afterwards all succeed again without a restart, and every write
// that was answered 2xx is in the database.
// Ports of their own next to the e2e web server's (E2E_PORT), so that runs on other ports never meet.
const PG_PORT = 50_000 + ports.web
const SERVER_PORT = ports.web + 63
/** How long PostgreSQL stays down while the stream goes on. */
const OUTAGE_MS = 6_000
/** The most a request may take while the database is down: it must fail fast, not hang. */
const FAIL_FAST_MS = 2_000
/** How long /api/ready reuses a successful check (READINESS_FRESH_MS in src/server/http/health.ts). */
const READY_FRESH_MS = 1_000
/** From /api/ready answering 200 again to every request succeeding. */
const RECOVERY_SETTLE_MS = 2_000
/** How long the server waits for a new connection (POSTGRES_CONNECT_TIMEOUT_SECONDS in src/server/db/client.ts). */
const CONNECT_TIMEOUT_MS = 2_000

test.describe.configure({ mode: 'serial' })

type Phase = 'before' | 'stopping' | 'down' | 'starting' | 'recovering' | 'after'

interface Sample {
  kind: 'write' | 'read'
  label: string
  status: number // 0: no HTTP answer (network error, timeout)
  ms: number
  startedAt: number
  startedIn: Phase
  endedIn: Phase
  /** The repository a write created. */
  name?: string
  error?: string
}

test.describe('database outage', () => {
  let cluster: PostgresCluster | undefined
  let server: ServerProcess | undefined
  let build: string | undefined

  // eslint-disable-next-line no-empty-pattern -- Playwright requires a destructured first argument
  test.afterEach(async ({}, testInfo) => {
    if (server && testInfo.status !== testInfo.expectedStatus) {
      await testInfo.attach('server output', { body: server.output, contentType: 'text/plain' })
      writeFileSync(testInfo.outputPath('server-output.log'), server.output)
      const postgresLog = join(cluster!.dir, 'log')
      if (existsSync(postgresLog))
        await testInfo.attach('postgresql log', { path: postgresLog, contentType: 'text/plain' })
    }
  })

  test.afterAll(async () => {
    await server?.kill()
    cluster?.destroy()
    if (build) rmSync(build, { recursive: true, force: true })
  })

  async function timed(path: string, init?: RequestInit) {
    const started = Date.now()
    const response = await fetch(server!.url + path, { ...init, signal: AbortSignal.timeout(10_000) })
    return { response, ms: Date.now() - started, text: await response.text() }
  }

  /** Signs in with a code (printed to the server log: no EMAIL_SERVER) and returns the session cookie. */
  async function signIn(email: string) {
    const post = (path: string, body: unknown) =>
      fetch(server!.url + path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: server!.url },
        body: JSON.stringify(body),
      })
    const printedBefore = server!.output.length
    expect((await post('/api/auth/email-otp/send-verification-otp', { email, type: 'sign-in' })).status).toBe(200)
    // The log line may reach us a moment after the answer.
    const codeInLog = () => {
      const mail = server!.output
        .slice(printedBefore)
        .split('\n')
        .filter((line) => line.includes('E-mail not sent') && line.includes(email))
        .at(-1)
      return /\b(\d{6})\b/.exec(JSON.parse(mail ?? '{}').msg ?? '')?.[1]
    }
    await expect.poll(codeInLog, { message: 'the sign-in code in the server log', timeout: 5_000 }).toBeTruthy()
    const otp = codeInLog()
    const response = await post('/api/auth/sign-in/email-otp', { email, otp })
    expect(response.status).toBe(200)
    return response.headers
      .getSetCookie()
      .map((cookie) => cookie.split(';')[0])
      .join('; ')
  }

  async function query<T>(url: string, run: (sql: postgres.Sql) => Promise<T>) {
    const sql = postgres(url, { max: 1, connect_timeout: 5, onnotice: () => {} })
    try {
      return await run(sql)
    } finally {
      await sql.end({ timeout: 1 })
    }
  }

  const countSeededUsers = (url: string) =>
    query(
      url,
      async (sql) =>
        (await sql`select count(*)::int as n from "user" where email in ('admin@example.com', 'user@example.com')`)[0]
          ?.n as number,
    )

  test('answers 503 quickly while PostgreSQL is down under load, recovers without a restart and loses no committed write', async () => {
    test.setTimeout(180_000)
    cluster = new PostgresCluster(PG_PORT)
    cluster.start()
    runScript('db:seed', { DATABASE_URL: cluster.url })
    expect(await countSeededUsers(cluster.url)).toBe(2)

    // Behind a (pretend) proxy: every request of the stream comes from a client IP of its own, so the
    // per-IP rate limits of /api/auth never answer 429 to it.
    build = copyBuild()
    server = new ServerProcess(
      SERVER_PORT,
      { DATABASE_URL: cluster.url, TRUSTED_PROXY_HEADER: 'x-forwarded-for' },
      build,
    )
    await server.waitFor('/api/ready')
    expect((await timed('/login')).response.status).toBe(200)
    // Signed in, every page looks the session up in the database.
    const cookie = await signIn('admin@example.com')
    expect((await timed('/app', { headers: { cookie } })).response.status).toBe(200)

    const url = server.url
    const createRepository = serverFunctionPath('createRepository', build)
    const listRepositories = serverFunctionPath('listRepositories', build)
    let ipCounter = 0
    const clientIp = () => `10.63.${Math.floor(ipCounter / 250) % 250}.${(ipCounter++ % 250) + 1}`

    // --- The load: writers create repositories as the admin, readers go round pages and APIs ---
    let phase: Phase = 'before'
    let running = true
    const samples: Sample[] = []
    const record = async (kind: Sample['kind'], label: string, send: () => Promise<Response>, name?: string) => {
      const startedIn = phase
      const started = Date.now()
      let status = 0
      let error: string | undefined
      try {
        const response = await send()
        status = response.status
        await response.arrayBuffer()
      } catch (caught) {
        error = String(caught)
      }
      samples.push({
        kind,
        label,
        status,
        ms: Date.now() - started,
        startedAt: started,
        startedIn,
        endedIn: phase,
        name,
        error,
      })
    }
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

    const reads: Array<[label: string, send: () => Promise<Response>]> = [
      [
        'GET /login',
        () =>
          fetch(`${url}/login`, { headers: { 'x-forwarded-for': clientIp() }, signal: AbortSignal.timeout(10_000) }),
      ],
      [
        'GET /app',
        () =>
          fetch(`${url}/app`, {
            headers: { cookie, 'x-forwarded-for': clientIp() },
            signal: AbortSignal.timeout(10_000),
          }),
      ],
      [
        'GET /api/auth/get-session',
        () =>
          fetch(`${url}/api/auth/get-session`, {
            headers: { cookie, 'x-forwarded-for': clientIp() },
            signal: AbortSignal.timeout(10_000),
          }),
      ],
      [
        'listRepositories',
        () =>
          callServerFunction(url, listRepositories, {
            method: 'GET',
            data: { limit: 20 },
            headers: { cookie, 'x-forwarded-for': clientIp() },
          }),
      ],
      ['GET /api/ready', () => fetch(`${url}/api/ready`, { signal: AbortSignal.timeout(10_000) })],
      ['GET /api/health', () => fetch(`${url}/api/health`, { signal: AbortSignal.timeout(10_000) })],
    ]
    const writer = async (id: number) => {
      for (let n = 0; running; n++) {
        const name = `outage-${id}-${n}`
        const data = { name, link: `https://example.com/${name}`, description: 'Written during the outage test' }
        await record(
          'write',
          'createRepository',
          () =>
            callServerFunction(url, createRepository, {
              method: 'POST',
              data,
              headers: { cookie, 'x-forwarded-for': clientIp() },
            }),
          name,
        )
        await pause(100)
      }
    }
    const reader = async (id: number) => {
      for (let n = id; running; n++) {
        const [label, send] = reads[n % reads.length]!
        await record('read', label, send)
        await pause(50)
      }
    }
    const load = Promise.all([0, 1, 2].map(writer).concat([0, 1, 2].map(reader)))

    await pause(2_000)
    phase = 'stopping'
    await cluster.stopAsync()
    phase = 'down'
    const downSince = Date.now()
    await pause(OUTAGE_MS)
    phase = 'starting'
    await cluster.startAsync()
    phase = 'recovering'
    // The server finds the database again by itself: no restart. (/api/ready asks on a connection of
    // its own; the application's pool can still answer a few 503s for a second or so after it: a
    // connection PostgreSQL refused while it was finishing its recovery.)
    await server.waitFor('/api/ready', 200, 15_000)
    await pause(RECOVERY_SETTLE_MS)
    phase = 'after'
    await pause(3_000)
    running = false
    await load

    // --- What the stream saw ---
    const summary = (list: Sample[]) =>
      list
        .map((s) => `${s.startedIn}->${s.endedIn} ${s.label} ${s.status} ${s.ms}ms${s.error ? ` ${s.error}` : ''}`)
        .join('\n')
    const inPhase = (p: Phase) => samples.filter((s) => s.startedIn === p && s.endedIn === p)
    const ok = (s: Sample) => s.status >= 200 && s.status < 300

    // Never a crash, a hang or a 500: every answer is a success or a 503.
    const unexpected = samples.filter((s) => !ok(s) && s.status !== 503)
    expect(unexpected, summary(unexpected)).toEqual([])

    const before = inPhase('before')
    expect(before.filter((s) => s.kind === 'write').length).toBeGreaterThan(0)
    expect(
      before.filter((s) => !ok(s)),
      summary(before),
    ).toEqual([])

    // While PostgreSQL is down: /api/health 200, everything that needs the database a fast 503.
    const down = inPhase('down')
    const downWrites = down.filter((s) => s.kind === 'write')
    expect(downWrites.length, 'writes sent while PostgreSQL was down').toBeGreaterThanOrEqual(10)
    // (An anonymous /login may render without the database: then it is a 200. /api/ready may reuse a
    // success of the last second.)
    const expected = (s: Sample) => {
      if (s.label === 'GET /api/health') return s.status === 200
      if (s.label === 'GET /login') return ok(s) || s.status === 503
      if (s.label === 'GET /api/ready' && s.startedAt < downSince + READY_FRESH_MS) return ok(s) || s.status === 503
      return s.status === 503
    }
    const wrong = down.filter((s) => !expected(s))
    expect(wrong, summary(wrong)).toEqual([])
    const slow = down.filter((s) => s.ms >= FAIL_FAST_MS)
    expect(slow, summary(slow)).toEqual([])
    for (const [label] of reads)
      expect(
        down.some((s) => s.label === label),
        `${label} asked while PostgreSQL was down`,
      ).toBe(true)

    // Once /api/ready says so, everything succeeds again. On a machine too busy to open a new connection within the
    // connect timeout, that one request answers 503 as designed (seen once in CI at a load average above 20): it
    // counts as recovered when the same request succeeds after it, and only a couple may.
    const after = samples.filter((s) => s.startedIn === 'after')
    expect(after.filter((s) => s.kind === 'write').length).toBeGreaterThan(0)
    const connectTimedOut = (s: Sample) =>
      s.status === 503 &&
      s.ms >= CONNECT_TIMEOUT_MS &&
      after.some((later) => later.label === s.label && later.startedAt > s.startedAt && ok(later))
    expect(after.filter(connectTimedOut).length, summary(after)).toBeLessThanOrEqual(2)
    expect(
      after.filter((s) => !ok(s) && !connectTimedOut(s)),
      summary(after),
    ).toEqual([])

    // No committed write is lost: every create answered 2xx is in the database.
    const committed = samples.filter((s) => s.kind === 'write' && ok(s)).map((s) => s.name!)
    const stored = new Set(
      await query(cluster.url, async (sql) =>
        (await sql`select name from repository where name like 'outage-%'`).map((row) => row.name as string),
      ),
    )
    expect(committed.filter((name) => !stored.has(name))).toEqual([])
    // (A write answered 503 may or may not have committed: the answer to its COMMIT can be what was lost.)
    expect(stored.size).toBeGreaterThanOrEqual(committed.length)

    // The session (written before the outage) still holds, and what was seeded is still there.
    expect((await timed('/app', { headers: { cookie } })).response.status).toBe(200)
    expect((await timed('/api/auth/get-session', { headers: { cookie } })).response.status).toBe(200)
    expect(await countSeededUsers(cluster.url)).toBe(2)
    expect(server.child.exitCode).toBeNull()

    const byPhase = (['before', 'down', 'after'] as const).map(
      (p) => `${p}: ${inPhase(p).length} requests, ${inPhase(p).filter(ok).length} ok`,
    )
    console.log(
      `Outage stream: ${samples.length} requests (${committed.length} writes committed); ${byPhase.join('; ')}`,
    )
  })

  test('pages and APIs answer 503 with a clear message while PostgreSQL is down', async () => {
    test.setTimeout(60_000)
    // The server and database of the previous test, both running again (in serial mode a failure
    // there already stops this test from running).
    if (!server || !cluster) throw new Error('The previous test left no server and database running')
    const cookie = await signIn('user@example.com')
    await cluster!.stopAsync()
    // Past the time /api/ready may reuse an earlier success.
    await new Promise((resolve) => setTimeout(resolve, READY_FRESH_MS + 100))
    try {
      const health = await timed('/api/health')
      expect(health.response.status).toBe(200)
      expect(JSON.parse(health.text)).toEqual({ status: 'ok' })

      const ready = await timed('/api/ready')
      expect(ready.response.status).toBe(503)
      expect(JSON.parse(ready.text)).toEqual({ status: 'unavailable' })
      expect(ready.ms).toBeLessThan(FAIL_FAST_MS)

      for (const path of ['/login', '/app']) {
        const page = await timed(path, { headers: { cookie } })
        expect(page.response.status, path).toBe(503)
        expect(page.ms, path).toBeLessThan(FAIL_FAST_MS)
        expect(page.text, path).toContain('The service is temporarily unavailable. Please try again in a moment.')
      }

      const auth = await timed('/api/auth/get-session', { headers: { cookie } })
      expect(auth.response.status).toBe(503)
      expect(auth.ms).toBeLessThan(FAIL_FAST_MS)
      expect(JSON.parse(auth.text)).toMatchObject({ code: 'SERVICE_UNAVAILABLE' })
    } finally {
      await cluster!.startAsync()
    }
    await server!.waitFor('/api/ready', 200, 15_000)
    await expect
      .poll(async () => (await timed('/app', { headers: { cookie } })).response.status, {
        timeout: RECOVERY_SETTLE_MS + 3_000,
      })
      .toBe(200)
  })
})
