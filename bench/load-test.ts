/**
 * Load test of the production build: N concurrent connections for D seconds over a realistic mix of
 * requests, against the real server on a real PostgreSQL. Not a unit test: run it by hand or in a
 * dedicated CI job, on the build you want to measure.
 *
 *   npm run build                 # the load test builds nothing itself
 *   npm run load-test             # 500 connections, 60 s
 *   npm run load-test -- --connections 100 --duration 20
 *   npm run load-test -- --build .output-other   # another build folder
 *
 * The database: DATABASE_URL when set (an existing database, seeded and left in place), else a fresh
 * database created on the PostgreSQL of LOAD_TEST_ADMIN_URL (default: the machine's, on 127.0.0.1:5432,
 * user postgres) and dropped at the end. Sign-in codes are read from an SMTP sink this script starts.
 * The server runs as behind a load balancer (TRUSTED_PROXY_HEADER=x-forwarded-for): each connection is
 * a client with an IP of its own, as in real traffic, so per-IP rate limits apply per client.
 *
 * Prints one row per kind of request and a total (requests, req/s, p50/p99 latency, non-2xx, errors,
 * timeouts); exits 1 when any request failed: a connection error, a timeout, a non-2xx answer (5xx
 * included), or an error in the server's log.
 */
import { randomBytes } from 'node:crypto'
import { existsSync, mkdtempSync, cpSync, rmSync } from 'node:fs'
import { cpus, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import autocannon from 'autocannon'
import { openDatabase } from '@/server/db/client'
import { seedDemoData } from '@/server/db/seed'
import { serverFunctionPath, serverFunctionPayload } from '../e2e/fixtures/server-functions'
import { extractCode, startSmtpSink } from '../e2e/fixtures/smtp-sink'
import { createApiKey } from './lib/session'
import { DEFAULT_ADMIN_URL, createScratchDatabase, redact } from './lib/scratch-database'
import { freePort, startServer } from './lib/server-process'
import { formatTable, percentile } from './lib/table'

/** Keys the API's callers share: each makes well under its 600 calls a minute at this test's rates. */
const API_KEYS = 50

const { values } = parseArgs({
  options: {
    connections: { type: 'string', default: '500' },
    duration: { type: 'string', default: '60' },
    port: { type: 'string' },
    build: { type: 'string', default: '.output' },
    help: { type: 'boolean', default: false },
  },
})
const print = (line = '') => process.stdout.write(`${line}\n`)
const fail = (message: string): never => {
  process.stderr.write(`${message}\n`)
  process.exit(2)
}

if (values.help) {
  print(
    'npm run load-test -- [--connections 500] [--duration 60] [--port <free port>] [--build .output]   (needs npm run build first)',
  )
  process.exit(0)
}
const connections = Number(values.connections)
const duration = Number(values.duration)
if (!Number.isInteger(connections) || connections < 1)
  fail(`--connections must be a positive integer, not ${values.connections}`)
if (!(duration > 0)) fail(`--duration must be a positive number of seconds, not ${values.duration}`)
const buildDir = values.build
if (!existsSync(join(buildDir, 'server/index.mjs')))
  fail(`No production build in ${buildDir}: run \`npm run build\` first (the load test builds nothing itself).`)

/** What can be undone at the end, in reverse order, whatever happens. */
const cleanups: Array<() => Promise<unknown> | unknown> = []
let exitCode = 0

try {
  // A copy of the build: a rebuild of .output during the run must not change the server under test.
  const build = mkdtempSync(join(tmpdir(), 'threshold-load-build-'))
  cleanups.push(() => rmSync(build, { recursive: true, force: true }))
  cpSync(buildDir, build, { recursive: true })

  let databaseUrl = process.env.DATABASE_URL
  if (databaseUrl) {
    print(`Database: ${redact(databaseUrl)} (DATABASE_URL, kept)`)
  } else {
    const scratch = await createScratchDatabase(process.env.LOAD_TEST_ADMIN_URL ?? DEFAULT_ADMIN_URL)
    cleanups.push(() => scratch.drop())
    databaseUrl = scratch.url
    print(
      `Database: ${scratch.name}, created for this run on ${redact(process.env.LOAD_TEST_ADMIN_URL ?? DEFAULT_ADMIN_URL)} and dropped at the end`,
    )
  }

  const sink = await startSmtpSink()
  cleanups.push(() => sink.close())

  const port = values.port ? Number(values.port) : await freePort()
  const server = startServer(build, port, {
    DATABASE_URL: databaseUrl,
    BETTER_AUTH_SECRET: randomBytes(32).toString('base64'),
    BETTER_AUTH_URL: `http://127.0.0.1:${port}`,
    EMAIL_SERVER: sink.url,
    TRUSTED_PROXY_HEADER: 'x-forwarded-for',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
  })
  cleanups.push(() => server.stop())
  // The server applies the migrations as it starts; then the demo accounts and repositories.
  await server.waitForReady()
  const seeding = await openDatabase({ driver: 'postgres', url: databaseUrl })
  try {
    await seedDemoData(seeding.db)
  } finally {
    await seeding.close()
  }
  const base = server.url

  // Two people signed in through the real flow: a code requested, read from the e-mail, typed.
  let ipCounter = 0
  const nextIp = () => {
    const n = ++ipCounter
    return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`
  }
  async function signIn(email: string) {
    const ip = nextIp()
    const post = (path: string, body: unknown) =>
      fetch(`${base}/api/auth${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: base, 'x-forwarded-for': ip },
        body: JSON.stringify(body),
      })
    const since = sink.received.length
    const sent = await post('/email-otp/send-verification-otp', { email, type: 'sign-in' })
    if (sent.status !== 200)
      throw new Error(`Requesting a code for ${email} answered ${sent.status}: ${await sent.text()}`)
    const otp = extractCode(await sink.waitForEmail(email, { since }))
    const signedIn = await post('/sign-in/email-otp', { email, otp })
    if (signedIn.status !== 200)
      throw new Error(`Signing in ${email} answered ${signedIn.status}: ${await signedIn.text()}`)
    return signedIn.headers
      .getSetCookie()
      .map((cookie) => cookie.split(';')[0])
      .join('; ')
  }
  const cookies = [await signIn('admin@example.com'), await signIn('user@example.com')]
  // Scripts calling the HTTP API, each with a key of its own (half the admin's, half the user's), every key well
  // under its rate limit: a refusal would be a failure of the run.
  const createPath = serverFunctionPath('createMyApiKey', build)
  const apiKeys: string[] = []
  for (let index = 0; index < API_KEYS; index++)
    apiKeys.push(await createApiKey(base, cookies[index % cookies.length]!, createPath, ['repository:read']))
  let apiCalls = 0

  const listPath = `${serverFunctionPath('listRepositories', build)}?payload=${encodeURIComponent(await serverFunctionPayload({ limit: 20 }))}`
  const serverFunctionHeaders = { 'x-tsr-serverfn': 'true', accept: 'application/json', origin: base }
  const kinds: Array<{
    label: string
    path: string
    signedIn?: boolean
    apiKey?: boolean
    headers?: Record<string, string>
  }> = [
    { label: 'GET /login (SSR)', path: '/login' },
    { label: 'GET /api/health', path: '/api/health' },
    { label: 'GET /api/ready', path: '/api/ready' },
    { label: 'GET /api/auth/get-session, anonymous', path: '/api/auth/get-session' },
    { label: 'GET /api/auth/get-session, signed in', path: '/api/auth/get-session', signedIn: true },
    {
      label: 'server function listRepositories, signed in',
      path: listPath,
      signedIn: true,
      headers: serverFunctionHeaders,
    },
    { label: 'GET /api/v1/repositories, API key', path: '/api/v1/repositories?limit=20', apiKey: true },
  ]

  // Every kind answers 200 (and a signed-in session is one) before the load starts: a broken mix
  // would only measure error pages.
  for (const kind of kinds) {
    const response = await fetch(base + kind.path, {
      headers: {
        ...kind.headers,
        'x-forwarded-for': nextIp(),
        ...(kind.signedIn ? { cookie: cookies[0]! } : {}),
        ...(kind.apiKey ? { authorization: `Bearer ${apiKeys[0]}` } : {}),
      },
    })
    const body = await response.text()
    if (response.status !== 200)
      throw new Error(`${kind.label} answered ${response.status} before the load: ${body.slice(0, 300)}`)
    if (kind.signedIn && kind.path === '/api/auth/get-session' && !body.includes('admin@example.com'))
      throw new Error('The signed-in session is not recognised')
  }

  type Context = { ip?: string; cookie?: string; connection?: number }
  const stats = kinds.map(() => ({ latencies: [] as number[], statuses: new Map<number, number>() }))
  let connectionCounter = 0
  // Which kind a response answers is read from its connection's current request (a deep copy of
  // one of these, tagged with its index) when the response arrives: one request in flight per
  // connection, and no body buffered as onResponse would.
  type TaggedRequest = autocannon.Request & { loadTestKind: number }
  const requests = kinds.map((kind, index) => {
    const request: TaggedRequest = {
      loadTestKind: index,
      method: 'GET',
      path: kind.path,
      // A client of its own per connection: its IP (the proxy header), and one of the two sessions.
      setupRequest: (built, untyped) => {
        const context = untyped as Context
        context.connection ??= connectionCounter++
        context.ip ??= nextIp()
        context.cookie ??= cookies[context.connection % cookies.length]
        const headers: Record<string, string> = { ...kind.headers, 'x-forwarded-for': context.ip }
        if (kind.signedIn) headers.cookie = context.cookie!
        if (kind.apiKey) headers.authorization = `Bearer ${apiKeys[apiCalls++ % apiKeys.length]}`
        return { ...built, headers }
      },
    }
    return request
  })

  const loadBefore = loadavg()
  print(
    `Server: ${base} (Node ${process.version}, ${cpus().length} CPUs, load average ${loadBefore.map((n) => n.toFixed(2)).join(' ')})`,
  )
  print(`Load: ${connections} connections for ${duration} s, each going round ${kinds.length} kinds of request...`)
  const rssBefore = server.rssMb()
  let peakRss = rssBefore ?? 0
  const rssTimer = setInterval(() => (peakRss = Math.max(peakRss, server.rssMb() ?? 0)), 1_000)
  cleanups.push(() => clearInterval(rssTimer))

  const connectionErrors = new Map<string, number>()
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ url: base, connections, duration, timeout: 10, requests }, (error, outcome) =>
      error ? reject(error) : resolve(outcome),
    )
    instance.on('response', (client, status, _bytes, responseTime) => {
      const current = (client as unknown as { requestIterator?: { currentRequest?: Partial<TaggedRequest> } })
        .requestIterator?.currentRequest
      const kindStats = stats[current?.loadTestKind ?? -1]
      if (!kindStats) return
      kindStats.latencies.push(responseTime)
      kindStats.statuses.set(status, (kindStats.statuses.get(status) ?? 0) + 1)
    })
    instance.on('reqError', (error: NodeJS.ErrnoException) => {
      const key = error.code ?? error.message
      connectionErrors.set(key, (connectionErrors.get(key) ?? 0) + 1)
    })
    // Ctrl+C ends the run early; the report and the clean-up still happen.
    process.once('SIGINT', () => instance.stop())
  })
  clearInterval(rssTimer)
  const loadAfter = loadavg()

  // --- Report ---
  const seconds = result.duration
  const format = (ms: number) => (Number.isFinite(ms) ? ms.toFixed(ms < 10 ? 1 : 0) : '-')
  const rows = kinds.map((kind, index) => {
    const { latencies, statuses } = stats[index]!
    const sorted = latencies.sort((x, y) => x - y)
    const non2xx = [...statuses]
      .filter(([status]) => status < 200 || status >= 300)
      .reduce((sum, [, count]) => sum + count, 0)
    return [
      kind.label,
      sorted.length,
      Math.round(sorted.length / seconds),
      format(percentile(sorted, 50)),
      format(percentile(sorted, 99)),
      non2xx,
      '',
      '',
    ]
  })
  const statusSummary = Object.entries(result.statusCodeStats ?? {})
    .map(([status, { count }]) => `${status}: ${count}`)
    .join(', ')
  rows.push([
    'all',
    result.requests.total,
    Math.round(result.requests.average),
    result.latency.p50,
    result.latency.p99,
    result.non2xx,
    result.errors,
    result.timeouts,
  ])
  print()
  print(formatTable(['request', 'requests', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx', 'errors', 'timeouts'], rows))
  print()
  print(
    `Statuses: ${statusSummary || 'none'}. Latency max ${result.latency.max} ms, mean ${result.latency.mean.toFixed(1)} ms.`,
  )
  print(
    `Server: ${server.log.lines} log lines, ${server.log.errors.length} errors; memory ${rssBefore ?? '?'} MB before, ${peakRss || '?'} MB at most.`,
  )
  print(
    `Machine load average before ${loadBefore.map((n) => n.toFixed(2)).join(' ')}, after ${loadAfter.map((n) => n.toFixed(2)).join(' ')} (${cpus().length} CPUs).`,
  )

  const problems: string[] = []
  if (result.errors > 0)
    problems.push(
      `${result.errors} connection errors (${[...connectionErrors].map(([key, count]) => `${key}: ${count}`).join(', ')})`,
    )
  if (result['5xx'] > 0) problems.push(`${result['5xx']} server errors (5xx)`)
  if (result.non2xx > result['5xx']) problems.push(`${result.non2xx - result['5xx']} other non-2xx answers`)
  if (server.log.errors.length > 0)
    problems.push(`${server.log.errors.length} errors in the server log, first: ${server.log.errors[0]!.slice(0, 500)}`)
  if (server.child.exitCode !== null) problems.push(`the server exited (${server.child.exitCode})`)
  if (problems.length > 0) {
    exitCode = 1
    print(`FAILED: ${problems.join('; ')}`)
  } else {
    print(`OK: ${result.requests.total} requests, every one answered 2xx.`)
  }
} catch (error) {
  exitCode = 1
  process.stderr.write(`Load test failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`)
} finally {
  for (const cleanup of cleanups.reverse()) {
    try {
      await cleanup()
    } catch (error) {
      process.stderr.write(`Clean-up failed: ${String(error)}\n`)
    }
  }
}
process.exit(exitCode)
