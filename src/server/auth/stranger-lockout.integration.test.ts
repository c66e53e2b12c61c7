import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { extractCode } from '~/e2e/fixtures/smtp-sink'
import { type AuthHarness, startAuthHarness } from '@/test/auth-harness'
import { newNetwork, perAddress, perNetwork, post, production, requestCode } from '@/test/rate-limit-scenarios'
import { testDatabaseDriver, uniqueEmail } from '@/test/test-database'

describe(`code requests a stranger makes for someone else's address, on ${testDatabaseDriver}`, () => {
  let harness: AuthHarness

  beforeAll(async () => {
    harness = await startAuthHarness(production)
  })
  afterAll(async () => {
    await harness.close()
  })

  const statusesOf = async (requests: Promise<Response>[]) =>
    (await Promise.all(requests)).map((response) => response.status)

  it('do not stop the owner, on another network, from getting a code and signing in', async () => {
    const email = uniqueEmail('owner')
    const stranger = newNetwork()
    const strangerStatuses = []
    // Every request from a new IP of the stranger's network: better-auth's per-IP limits do not stop them.
    for (let n = 0; n < perNetwork.max + 5; n++)
      strangerStatuses.push((await requestCode(harness.auth, email, stranger())).status)
    expect(strangerStatuses).toEqual([...Array(perNetwork.max).fill(200), ...Array(5).fill(429)])

    const owner = newNetwork()
    const since = harness.sink.received.length
    expect((await requestCode(harness.auth, email, owner())).status).toBe(200)
    const code = extractCode(await harness.sink.waitForEmail(email, { since }))
    expect((await post(harness.auth, '/sign-in/email-otp', { email, otp: code }, owner())).status).toBe(200)
  })

  it(`are capped for an address at ${perAddress.max} from all networks, refused ones not counted`, async () => {
    const email = uniqueEmail('bombed')
    const stranger = newNetwork()
    const fromOneNetwork = await statusesOf(
      Array.from({ length: perNetwork.max + 10 }, () => requestCode(harness.auth, email, stranger())),
    )
    expect(fromOneNetwork.filter((status) => status === 200)).toHaveLength(perNetwork.max)

    const others = []
    for (let n = perNetwork.max; n < perAddress.max; n++)
      others.push((await requestCode(harness.auth, email, newNetwork()())).status)
    expect(others).toEqual(Array(perAddress.max - perNetwork.max).fill(200))
    expect((await requestCode(harness.auth, email, newNetwork()())).status).toBe(429)
  })
})
