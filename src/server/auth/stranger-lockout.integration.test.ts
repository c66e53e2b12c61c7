import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { extractCode } from '~/e2e/fixtures/smtp-sink'
import { type AuthHarness, CLIENT_IP_HEADER, startAuthHarness } from '@/test/auth-harness'
import { networkKey } from '@/server/auth/address-rate-limit'
import { clientNetwork } from '@/server/auth/client-network'
import { createRateLimitStore } from '@/server/auth/rate-limit-store'
import {
  codeChecks,
  newNetwork,
  perAddress,
  perNetwork,
  perNetworkToAnyone,
  post,
  production,
  requestCode,
} from '@/test/rate-limit-scenarios'
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

  /** The owner's browser, on a network of its own: signed in once (which gave it its device cookie), then out. */
  async function ownersBrowser(email: string) {
    const { browser } = await harness.signIn(email, harness.caller({ [CLIENT_IP_HEADER]: newNetwork()() }))
    expect((await browser.request('/sign-out', {})).status).toBe(200)
    return browser
  }

  /** Asks for a code in `browser` and signs in with it: the statuses of both steps. */
  async function signInAgain(browser: ReturnType<AuthHarness['caller']>, email: string) {
    const since = harness.sink.received.length
    const sent = await browser.request('/email-otp/send-verification-otp', { email, type: 'sign-in' })
    if (sent.status !== 200) return { sent: sent.status }
    const code = extractCode(await harness.sink.waitForEmail(email, { since }))
    return { sent: sent.status, signedIn: (await browser.request('/sign-in/email-otp', { email, otp: code })).status }
  }

  it('do not lock the owner’s known browser out when four networks have used up the address’s codes', async () => {
    const email = uniqueEmail('besieged')
    const owner = await ownersBrowser(email)
    const networks = Array.from({ length: perAddress.max / perNetwork.max }, () => newNetwork())
    for (const network of networks)
      for (let n = 0; n < perNetwork.max; n++)
        expect((await requestCode(harness.auth, email, network())).status).toBe(200)
    // Any other browser, from any network, is refused for now; a stranger's own account's device changes nothing.
    expect((await requestCode(harness.auth, email, newNetwork()())).status).toBe(429)
    const stranger = await ownersBrowser(uniqueEmail('stranger'))
    expect((await stranger.request('/email-otp/send-verification-otp', { email, type: 'sign-in' })).status).toBe(429)

    expect(await signInAgain(owner, email)).toEqual({ sent: 200, signedIn: 200 })
  })

  it(`do not lock the owner’s known browser out with ${codeChecks.max} wrong codes from as many networks`, async () => {
    const email = uniqueEmail('guessed')
    const owner = await ownersBrowser(email)
    for (let n = 0; n < codeChecks.max; n++)
      await post(harness.auth, '/sign-in/email-otp', { email, otp: '000000' }, newNetwork()())
    expect((await post(harness.auth, '/sign-in/email-otp', { email, otp: '000000' }, newNetwork()())).status).toBe(429)

    expect(await signInAgain(owner, email)).toEqual({ sent: 200, signedIn: 200 })
    // The owner's right code started the strangers' count again; once it is used up, a device cookie whose
    // signature does not hold is no known device.
    for (let n = 0; n <= codeChecks.max; n++)
      await post(harness.auth, '/sign-in/email-otp', { email, otp: '000000' }, newNetwork()())
    const cookie = owner.headersForServer.get('cookie')!
    expect(cookie).toMatch(/device_id=/)
    const forged = harness.caller({
      [CLIENT_IP_HEADER]: newNetwork()(),
      cookie: cookie.replace(/(device_id=[^.;]+)[^;]*/, '$1.forged'),
    })
    expect((await forged.request('/sign-in/email-otp', { email, otp: '000000' })).status).toBe(429)
  })

  it(`are capped at ${perNetworkToAnyone.max} an hour from one network, whatever the addresses`, async () => {
    const stranger = newNetwork()
    const firstIp = stranger()
    // The network has already asked for all but three (counted in the store rather than sent, each to a new address).
    const store = createRateLimitStore(harness.db, harness.config)
    for (let n = 0; n < perNetworkToAnyone.max - 3; n++)
      await store.hit(networkKey(clientNetwork(firstIp)), perNetworkToAnyone.window)

    const since = harness.sink.received.length
    const strangers = Array.from({ length: 5 }, () => uniqueEmail('stranger'))
    const answers = []
    for (const email of strangers) answers.push(await requestCode(harness.auth, email, stranger()))
    expect(answers.map((response) => response.status)).toEqual([200, 200, 200, 429, 429])
    const retryAfter = Number(answers[4]!.headers.get('x-retry-after'))
    expect(retryAfter).toBeGreaterThan(perNetworkToAnyone.window - 60)
    expect(retryAfter).toBeLessThanOrEqual(perNetworkToAnyone.window)
    for (const email of strangers.slice(0, 3)) await harness.sink.waitForEmail(email, { since })
    expect(harness.sink.received.slice(since).flatMap((mail) => mail.to)).toHaveLength(3)

    // Another network is not held back.
    expect((await requestCode(harness.auth, strangers[4]!, newNetwork()())).status).toBe(200)
  })
})
