import { expect, test } from '@playwright/test'
import postgres from 'postgres'
import { PostgresCluster, ServerProcess, runScript } from './fixtures/processes'

// A real PostgreSQL (the machine's binaries, a private cluster in a temp folder) killed and restarted
// under a running production server: pages and APIs answer 503 fast, then recover on their own.
const PG_PORT = 55432
const SERVER_PORT = 3663

test.describe.configure({ mode: 'serial' })

test.describe('database outage', () => {
  let cluster: PostgresCluster | undefined
  let server: ServerProcess | undefined

  // eslint-disable-next-line no-empty-pattern -- Playwright requires a destructured first argument
  test.afterEach(async ({}, testInfo) => {
    if (server && testInfo.status !== testInfo.expectedStatus) await testInfo.attach('server output', { body: server.output })
  })

  test.afterAll(async () => {
    await server?.kill()
    cluster?.destroy()
  })

  async function timed(path: string, init?: RequestInit) {
    const started = Date.now()
    const response = await fetch(server!.url + path, { ...init, signal: AbortSignal.timeout(10_000) })
    return { response, ms: Date.now() - started, text: await response.text() }
  }

  /** Signs in with a code (printed to the server log: no EMAIL_SERVER) and returns the session cookie. */
  async function signIn(email: string) {
    const post = (path: string, body: unknown) =>
      fetch(server!.url + path, { method: 'POST', headers: { 'content-type': 'application/json', origin: server!.url }, body: JSON.stringify(body) })
    expect((await post('/api/auth/email-otp/send-verification-otp', { email, type: 'sign-in' })).status).toBe(200)
    const mail = server!.output.split('\n').filter((line) => line.includes('E-mail not sent') && line.includes(email)).at(-1)
    const otp = /\b(\d{6})\b/.exec(JSON.parse(mail ?? '{}').msg ?? '')?.[1]
    expect(otp, 'the sign-in code in the server log').toBeTruthy()
    const response = await post('/api/auth/sign-in/email-otp', { email, otp })
    expect(response.status).toBe(200)
    return response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]).join('; ')
  }

  async function countSeededUsers(url: string) {
    const sql = postgres(url, { max: 1, connect_timeout: 5, onnotice: () => {} })
    try {
      const rows = await sql`select count(*)::int as n from "user" where email in ('admin@example.com', 'user@example.com')`
      return rows[0]?.n as number
    } finally {
      await sql.end({ timeout: 1 })
    }
  }

  test('answers 503 quickly while PostgreSQL is down and recovers without a restart', async () => {
    test.setTimeout(180_000)
    cluster = new PostgresCluster(PG_PORT)
    cluster.start()
    runScript('db:seed', { DATABASE_URL: cluster.url })
    expect(await countSeededUsers(cluster.url)).toBe(2)

    server = new ServerProcess(SERVER_PORT, { DATABASE_URL: cluster.url })
    await server.waitFor('/api/ready')
    expect((await timed('/login')).response.status).toBe(200)
    // Signed in, every page looks the session up in the database.
    const cookie = await signIn('admin@example.com')
    expect((await timed('/app', { headers: { cookie } })).response.status).toBe(200)

    cluster.stop()

    const health = await timed('/api/health')
    expect(health.response.status).toBe(200)
    expect(JSON.parse(health.text)).toEqual({ status: 'ok' })

    const ready = await timed('/api/ready')
    expect(ready.response.status).toBe(503)
    expect(JSON.parse(ready.text)).toEqual({ status: 'unavailable' })
    expect(ready.ms).toBeLessThan(2_000)

    for (const path of ['/login', '/app']) {
      const page = await timed(path, { headers: { cookie } })
      expect(page.response.status, path).toBe(503)
      expect(page.ms, path).toBeLessThan(3_000)
      expect(page.text, path).toContain('The service is temporarily unavailable. Please try again in a moment.')
    }

    const auth = await timed('/api/auth/get-session', { headers: { cookie } })
    expect(auth.response.status).toBe(503)
    expect(auth.ms).toBeLessThan(3_000)
    expect(JSON.parse(auth.text)).toMatchObject({ code: 'SERVICE_UNAVAILABLE' })

    cluster.start()

    await server.waitFor('/api/ready', 200, 15_000)
    expect((await timed('/login')).response.status).toBe(200)
    // The session (written before the outage) still holds.
    expect((await timed('/app', { headers: { cookie } })).response.status).toBe(200)
    expect((await timed('/api/auth/get-session', { headers: { cookie } })).response.status).toBe(200)
    // What was committed before the outage is still there.
    expect(await countSeededUsers(cluster.url)).toBe(2)
    expect(server.child.exitCode).toBeNull()
  })
})
