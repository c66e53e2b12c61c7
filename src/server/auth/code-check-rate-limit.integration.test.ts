import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { extractCode } from '~/e2e/fixtures/smtp-sink'
import { appConfig } from '~/app.config'
import { type AuthHarness, startAuthHarness } from '@/test/auth-harness'
import { answer, newIp, post, production, requestCode } from '@/test/rate-limit-scenarios'
import { testDatabaseDriver, uniqueEmail } from '@/test/test-database'

const perAddress = appConfig.rateLimit.codeChecksPerAddress
const { allowedAttempts } = appConfig.otp

/** A code of the same length that is not `code`. */
function wrong(code: string) {
  return String((Number(code) + 1) % 10 ** code.length).padStart(code.length, '0')
}

describe(`wrong codes per address, across codes, on ${testDatabaseDriver}`, () => {
  let harness: AuthHarness

  beforeAll(async () => {
    harness = await startAuthHarness(production)
  })
  afterAll(async () => {
    await harness.close()
  })

  /** Has a code sent to `email` (each time from a new IP) and reads it from the e-mail. */
  async function newCode(email: string) {
    const since = harness.sink.received.length
    expect((await requestCode(harness.auth, email, newIp())).status).toBe(200)
    return extractCode(await harness.sink.waitForEmail(email, { since }))
  }

  const check = (email: string, otp: string) => post(harness.auth, '/sign-in/email-otp', { email, otp }, newIp())

  /** Spends `count` wrong checks on `email`, a new code whenever the last one has used its tries; their statuses. */
  async function wrongChecks(email: string, count: number) {
    const statuses: number[] = []
    let code = ''
    for (let n = 0; n < count; n++) {
      if (n % allowedAttempts === 0) code = await newCode(email)
      statuses.push((await check(email, wrong(code))).status)
    }
    return statuses
  }

  it(`refuses every check of an address after ${perAddress.max} wrong codes across its codes, the right code too`, async () => {
    const email = uniqueEmail('guessed')
    const statuses = await wrongChecks(email, perAddress.max)
    expect(statuses.every((status) => status === 400)).toBe(true)

    const code = await newCode(email)
    const refused = await answer(await check(email, code))
    expect(refused).toEqual({
      status: 429,
      contentType: 'application/json',
      retryAfter: '<seconds>',
      body: JSON.stringify({ message: 'Too many requests. Please try again later.' }),
    })
    const retryAfter = Number((await check(email, code)).headers.get('x-retry-after'))
    expect(retryAfter).toBeGreaterThan(perAddress.window - 60)
    expect(retryAfter).toBeLessThanOrEqual(perAddress.window)

    // Another address is not concerned.
    const other = uniqueEmail('other')
    expect((await check(other, await newCode(other))).status).toBe(200)
  })

  it('starts the count again when the right code is used', async () => {
    const email = uniqueEmail('owner')
    await wrongChecks(email, perAddress.max - 1)
    expect((await check(email, await newCode(email))).status).toBe(200)

    const statuses = await wrongChecks(email, perAddress.max)
    expect(statuses.every((status) => status === 400)).toBe(true)
    expect((await check(email, await newCode(email))).status).toBe(429)
  })
})
