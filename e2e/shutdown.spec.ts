import { mkdtempSync, rmSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { expect, test } from '@playwright/test'
import { ServerProcess } from './fixtures/processes'

const SERVER_PORT = 3664

test.describe('SIGTERM', () => {
  let dir: string | undefined
  let server: ServerProcess | undefined

  // eslint-disable-next-line no-empty-pattern -- Playwright requires a destructured first argument
  test.afterEach(async ({}, testInfo) => {
    if (server && testInfo.status !== testInfo.expectedStatus) await testInfo.attach('server output', { body: server.output })
    await server?.kill()
    if (dir) rmSync(dir, { recursive: true, force: true })
  })

  test('finishes the request in flight, closes the database and exits 0', async () => {
    test.setTimeout(90_000)
    dir = mkdtempSync(join(tmpdir(), 'threshold-shutdown-'))
    const dataDir = join(dir, 'db')
    server = new ServerProcess(SERVER_PORT, { PGLITE_DATA_DIR: dataDir })
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

    const exit = await Promise.race([server.exited, new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), 10_000))])
    expect(exit, server.output).toEqual({ code: 0, signal: null })
    expect(Date.now() - signalled).toBeLessThan(10_000)
    expect(server.output).toContain('Server stopped')

    // The embedded database was closed cleanly: another process opens it and finds the code the
    // request in flight stored.
    const db = new PGlite(dataDir)
    try {
      const { rows } = await db.query<{ n: number }>(`select count(*)::int as n from verification where identifier like '%shutdown@example.com'`)
      expect(rows[0]?.n).toBe(1)
    } finally {
      await db.close()
    }
  })
})
