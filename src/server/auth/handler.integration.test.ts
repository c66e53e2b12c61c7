import { randomInt } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { appConfig } from '~/app.config'
import type { ServerConfig } from '@/server/config'
import { closeRedis } from '@/server/redis'
import { type AuthHarness, CLIENT_IP_HEADER, TEST_BASE_URL, startAuthHarness } from '@/test/auth-harness'
import { testDatabaseDriver, uniqueEmail } from '@/test/test-database'
import type { Auth } from './auth'

// handleAuthRequest as the server runs it, with what only a running server has: the socket's
// address (TanStack Start's getRequestIP), the process's configuration and auth instance.
const server = vi.hoisted(() => {
  // The test files of a worker share its modules (vitest.config.ts): those that import the mocked ones load afresh.
  vi.resetModules()
  return {
    socketIp: undefined as string | undefined,
    config: undefined as unknown,
    auth: undefined as unknown,
  }
})
vi.mock('@tanstack/react-start/server', () => ({ getRequestIP: () => server.socketIp }))
vi.mock('../config', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  serverConfig: () => server.config,
}))
vi.mock('./index', () => ({ getAuth: async () => server.auth }))

const { handleAuthRequest } = await import('./handler')

const perIp = appConfig.rateLimit.sendCode

function newIp() {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(256)}`
}

/** A code request arriving on the socket of `socketIp` with the given headers. */
async function requestCode(socketIp: string, headers: Record<string, string>) {
  server.socketIp = socketIp
  const response = await handleAuthRequest(
    new Request(`${TEST_BASE_URL}/api/auth/email-otp/send-verification-otp`, {
      method: 'POST',
      headers: { origin: TEST_BASE_URL, 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ email: uniqueEmail(), type: 'sign-in' }),
    }),
  )
  return response.status
}

describe(`the client IP of the rate limits, through the /api/auth handler, on ${testDatabaseDriver}`, () => {
  let harness: AuthHarness
  let behindProxy: Auth

  beforeAll(async () => {
    harness = await startAuthHarness({
      NODE_ENV: 'production',
      BETTER_AUTH_SECRET: 'handler-secret-0123456789-0123456789',
    })
    behindProxy = harness.startInstance({ trustedProxyHeader: 'x-forwarded-for' }).auth
  })
  afterAll(async () => {
    await closeRedis()
    await harness.close()
  })

  function serve(auth: Auth, config: ServerConfig) {
    server.auth = auth
    server.config = config
  }

  it('keeps a client in its socket IP bucket whatever X-Forwarded-For (or our own header) it sends', async () => {
    serve(harness.auth, harness.config)
    const socketIp = newIp()
    const statuses = []
    for (let n = 0; n <= perIp.max; n++) {
      statuses.push(
        await requestCode(socketIp, { 'x-forwarded-for': newIp(), [CLIENT_IP_HEADER]: newIp(), 'x-real-ip': newIp() }),
      )
    }
    expect(statuses).toEqual([...Array(perIp.max).fill(200), 429])
    // Another socket is another client.
    expect(await requestCode(newIp(), { 'x-forwarded-for': newIp() })).toBe(200)
  })

  it('follows the trusted proxy header once the deployer configures one', async () => {
    serve(behindProxy, { ...harness.config, trustedProxyHeader: 'x-forwarded-for' })
    const proxyIp = newIp()
    const statuses = []
    for (let n = 0; n <= perIp.max; n++)
      statuses.push(await requestCode(proxyIp, { 'x-forwarded-for': `${newIp()}, ${proxyIp}` }))
    expect(statuses).toEqual(Array(perIp.max + 1).fill(200))

    const client = newIp()
    const fromClient = []
    for (let n = 0; n <= perIp.max; n++) fromClient.push(await requestCode(proxyIp, { 'x-forwarded-for': client }))
    expect(fromClient).toEqual([...Array(perIp.max).fill(200), 429])
  })

  it('answers 503, not 500, while the rate-limit Redis is unreachable, and sends no code', async () => {
    // Nothing listens on port 1: every Redis command fails after its retry.
    const redis = { url: 'redis://127.0.0.1:1', keyPrefix: 'threshold-test-unreachable:' }
    const { auth } = harness.startInstance({ redis })
    serve(auth, { ...harness.config, redis })
    server.socketIp = newIp()
    const email = uniqueEmail()
    const response = await handleAuthRequest(
      new Request(`${TEST_BASE_URL}/api/auth/email-otp/send-verification-otp`, {
        method: 'POST',
        headers: { origin: TEST_BASE_URL, 'content-type': 'application/json' },
        body: JSON.stringify({ email, type: 'sign-in' }),
      }),
    )
    expect(response.status).toBe(503)
    expect(response.headers.get('retry-after')).toBe('5')
    expect(await response.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' })
    expect(harness.sink.received.filter((message) => message.to.includes(email))).toEqual([])
  })
})
