/** The rate-limit scenarios shared by the database and the Redis integration tests. */
import { randomInt } from 'node:crypto'
import { expect, it } from 'vitest'
import { appConfig } from '~/app.config'
import type { Auth } from '@/server/auth/auth'
import { CLIENT_IP_HEADER, TEST_BASE_URL } from './auth-harness'
import { uniqueEmail } from './test-database'

// better-auth limits rates in production only.
export const production = { NODE_ENV: 'production', BETTER_AUTH_SECRET: 'rate-limit-secret-0123456789-0123456789' }
export const perIp = appConfig.rateLimit.sendCode
export const perNetwork = appConfig.rateLimit.sendCodePerAddressPerNetwork
export const perNetworkToAnyone = appConfig.rateLimit.sendCodePerNetwork
export const perAddress = appConfig.rateLimit.sendCodePerAddress
export const codeChecks = appConfig.rateLimit.codeChecksPerAddress

/** A client IP no other test uses (on a shared PostgreSQL the counters outlive a test file). */
export function newIp() {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(256)}`
}

/** A client network (/24) no other test uses: each call of the function returned is another IP in it. */
export function newNetwork() {
  const prefix = `10.${randomInt(256)}.${randomInt(256)}`
  let host = 0
  return () => `${prefix}.${++host}`
}

/** POSTs to /api/auth of one instance, from `ip`, as a browser of the site would. */
export function post(auth: Auth, path: string, body: unknown, ip: string, cookie = '') {
  return auth.handler(
    new Request(`${TEST_BASE_URL}/api/auth${path}`, {
      method: 'POST',
      headers: { origin: TEST_BASE_URL, 'content-type': 'application/json', [CLIENT_IP_HEADER]: ip, cookie },
      body: JSON.stringify(body),
    }),
  )
}

export const requestCode = (auth: Auth, email: string, ip: string) =>
  post(auth, '/email-otp/send-verification-otp', { email, type: 'sign-in' }, ip)

/** What a client can tell about an answer; the retry delay only by its form. */
export async function answer(response: Response) {
  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    retryAfter: response.headers.get('x-retry-after')?.replace(/^\d+$/, '<seconds>') ?? null,
    body: await response.text(),
  }
}

/** Runs the shared-limit scenarios on two instances built by `start` (same database, same store). */
export function sharedLimitScenarios(instances: () => { first: Auth; second: Auth }) {
  it('shares the per-IP limit of code requests between two instances', async () => {
    const { first, second } = instances()
    const ip = newIp()
    const statuses = []
    for (let n = 0; n < perIp.max; n++)
      statuses.push((await requestCode(n % 2 ? second : first, uniqueEmail(), ip)).status)
    expect(statuses).toEqual(Array(perIp.max).fill(200))
    // Each instance alone has seen fewer requests than the limit: only a shared count refuses these.
    expect((await requestCode(first, uniqueEmail(), ip)).status).toBe(429)
    expect((await requestCode(second, uniqueEmail(), ip)).status).toBe(429)
    expect((await requestCode(second, uniqueEmail(), newIp())).status).toBe(200)
  })

  it('limits the codes sent to one address from one network, whatever the IP and the instance', async () => {
    const { first, second } = instances()
    const email = uniqueEmail('target')
    const fromNetwork = newNetwork()
    const statuses = []
    for (let n = 0; n < perNetwork.max; n++)
      statuses.push((await requestCode(n % 2 ? second : first, email, fromNetwork())).status)
    expect(statuses).toEqual(Array(perNetwork.max).fill(200))
    expect((await requestCode(first, email, fromNetwork())).status).toBe(429)
    // The address is normalised: case and spaces do not make a new count.
    expect((await requestCode(second, `  ${email.toUpperCase()} `, fromNetwork())).status).toBe(429)
    expect((await requestCode(second, uniqueEmail(), newIp())).status).toBe(200)
  })

  it('counts simultaneous requests exactly, one each', async () => {
    const { first, second } = instances()
    const email = uniqueEmail('burst')
    const fromNetwork = newNetwork()
    const statuses = await Promise.all(
      Array.from(
        { length: perNetwork.max + 7 },
        async (_, n) => (await requestCode(n % 2 ? second : first, email, fromNetwork())).status,
      ),
    )
    expect(statuses.filter((status) => status === 200)).toHaveLength(perNetwork.max)
    expect(statuses.filter((status) => status === 429)).toHaveLength(7)
  })
}
