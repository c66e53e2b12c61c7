import { mkdtempSync, rmSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { expect, test } from '@playwright/test'
import { ports } from './fixtures/ports'
import { ServerProcess, copyBuild } from './fixtures/processes'
import { RawHttpConnection, refusesConnections } from './fixtures/raw-http'

// Ports of their own next to the e2e web server's (E2E_PORT), so that runs on other ports never meet.
const SERVER_PORT = ports.web + 64
const DRAIN_PORT = ports.web + 65

test.describe('SIGTERM', () => {
  let dir: string | undefined
  let build: string | undefined
  let server: ServerProcess | undefined

  // eslint-disable-next-line no-empty-pattern -- Playwright requires a destructured first argument
  test.afterEach(async ({}, testInfo) => {
    if (server && testInfo.status !== testInfo.expectedStatus)
      await testInfo.attach('server output', { body: server.output, contentType: 'text/plain' })
    await server?.kill()
    if (dir) rmSync(dir, { recursive: true, force: true })
    if (build) rmSync(build, { recursive: true, force: true })
  })

  test('finishes the request in flight, closes the database and exits 0', async () => {
    test.setTimeout(90_000)
    dir = mkdtempSync(join(tmpdir(), 'threshold-shutdown-'))
    const dataDir = join(dir, 'db')
    build = copyBuild()
    server = new ServerProcess(SERVER_PORT, { PGLITE_DATA_DIR: dataDir }, build)
    await server.waitFor('/api/ready', 200, 60_000)
    const url = server.url

    // A request in flight: headers sent, body still coming when the signal arrives.
    const body = JSON.stringify({ email: 'shutdown@example.com', type: 'sign-in' })
    const answered = new Promise<number>((resolve, reject) => {
      const req = httpRequest(`${url}/api/auth/email-otp/send-verification-otp`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': String(body.length), origin: url },
      })
      req.on('response', (response) => {
        response.resume()
        response.on('end', () => resolve(response.statusCode ?? 0))
      })
      req.on('error', reject)
      req.write(body.slice(0, 10))
      setTimeout(() => req.end(body.slice(10)), 1_000)
    })
    await new Promise((resolve) => setTimeout(resolve, 300))
    const signalled = Date.now()
    server.child.kill('SIGTERM')

    expect(await answered).toBe(200)
    // No new connections once it is stopping.
    await expect(fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2_000) })).rejects.toThrow()

    const exit = await Promise.race([
      server.exited,
      new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), 10_000)),
    ])
    expect(exit, server.output).toEqual({ code: 0, signal: null })
    expect(Date.now() - signalled).toBeLessThan(10_000)
    expect(server.output).toContain('Server stopped')

    // The embedded database was closed cleanly: another process opens it and finds the code the
    // request in flight stored.
    const db = new PGlite(dataDir)
    try {
      const { rows } = await db.query<{ n: number }>(
        `select count(*)::int as n from verification where identifier like '%shutdown@example.com'`,
      )
      expect(rows[0]?.n).toBe(1)
    } finally {
      await db.close()
    }
  })

  test('once shutdown has begun /api/ready answers 503 while /api/health and the requests in flight still answer', async () => {
    test.setTimeout(90_000)
    dir = mkdtempSync(join(tmpdir(), 'threshold-drain-'))
    build = copyBuild()
    server = new ServerProcess(DRAIN_PORT, { PGLITE_DATA_DIR: join(dir, 'db') }, build)
    await server.waitFor('/api/ready', 200, 60_000)
    const host = `Host: 127.0.0.1:${DRAIN_PORT}\r\n`

    // A slow request in flight on a keep-alive connection: its headers ask for "100 Continue", so
    // the server's answer proves it has read them (the connection counts as busy, not idle: SIGTERM
    // does not close it), and its body is held back until shutdown has begun.
    const connection = await RawHttpConnection.open(DRAIN_PORT)
    const body = JSON.stringify({ email: 'drain@example.com', type: 'sign-in' })
    connection.write(
      'POST /api/auth/email-otp/send-verification-otp HTTP/1.1\r\n' +
        host +
        `Origin: ${server.url}\r\n` +
        'Content-Type: application/json\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Expect: 100-continue\r\n\r\n',
    )
    expect((await connection.nextResponse()).status).toBe(100)

    const signalled = Date.now()
    server.child.kill('SIGTERM')
    // Shutdown has begun once the server stops accepting: the readiness flag is set in the same
    // signal dispatch, before srvx closes the listening socket.
    await expect.poll(() => refusesConnections(DRAIN_PORT), { timeout: 5_000, intervals: [50] }).toBe(true)

    // The rest of the body, then two more requests pipelined on the same, already open connection.
    connection.write(body)
    connection.write(`GET /api/health HTTP/1.1\r\n${host}\r\n`)
    connection.write(`GET /api/ready HTTP/1.1\r\n${host}Connection: close\r\n\r\n`)

    const inFlight = await connection.nextResponse()
    expect(inFlight.status, inFlight.body).toBe(200)
    const health = await connection.nextResponse()
    expect(health.status).toBe(200)
    expect(JSON.parse(health.body)).toEqual({ status: 'ok' })
    const ready = await connection.nextResponse()
    expect(ready.status).toBe(503)
    expect(JSON.parse(ready.body)).toEqual({ status: 'shutting-down' })
    expect(ready.headers['cache-control']).toBe('no-store')
    connection.close()

    const exit = await Promise.race([
      server.exited,
      new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), 10_000)),
    ])
    expect(exit, server.output).toEqual({ code: 0, signal: null })
    expect(Date.now() - signalled).toBeLessThan(10_000)
    expect(server.output).toContain('/api/ready answers 503 while the requests in flight finish')
    expect(server.output).toContain('Server stopped')
  })
})
