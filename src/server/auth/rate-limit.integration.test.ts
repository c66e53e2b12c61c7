import { like } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { extractCode } from '~/e2e/fixtures/smtp-sink'
import { rateLimitCounter, user } from '@/server/db/schema'
import { appConfig } from '~/app.config'
import { type AuthHarness, CLIENT_IP_HEADER, startAuthHarness } from '@/test/auth-harness'
import {
  answer,
  newIp,
  newNetwork,
  perIp,
  perNetwork,
  post,
  production,
  requestCode,
  sharedLimitScenarios,
} from '@/test/rate-limit-scenarios'
import { testDatabaseDriver, uniqueEmail } from '@/test/test-database'
import type { Auth } from './auth'

describe(`rate limits in the database on ${testDatabaseDriver}`, () => {
  let harness: AuthHarness
  let second: Auth

  beforeAll(async () => {
    harness = await startAuthHarness(production)
    second = harness.startInstance().auth
  })
  afterAll(() => harness.close())
  afterEach(() => {
    vi.useRealTimers()
  })

  sharedLimitScenarios(() => ({ first: harness.auth, second }))

  it('keeps the counts in the database, not in the memory of a process', async () => {
    const ip = newIp()
    for (let n = 0; n < perIp.max; n++) await requestCode(harness.auth, uniqueEmail(), ip)
    expect((await requestCode(second, uniqueEmail(), ip)).status).toBe(429)
    const rows = await harness.db
      .select()
      .from(rateLimitCounter)
      .where(like(rateLimitCounter.key, `ip:${ip}|%`))
    expect(rows).toEqual([expect.objectContaining({ count: perIp.max + 1 })])

    await harness.db.delete(rateLimitCounter).where(like(rateLimitCounter.key, `ip:${ip}|%`))
    expect((await requestCode(second, uniqueEmail(), ip)).status).toBe(200)
  })

  it('stores no address in clear', async () => {
    const email = uniqueEmail('private')
    await requestCode(harness.auth, email, newIp())
    const rows = await harness.db.select().from(rateLimitCounter).where(like(rateLimitCounter.key, 'address:%'))
    expect(rows.length).toBeGreaterThan(0)
    expect(rows.map((row) => row.key).join(' ')).not.toContain(email.split('@')[0])
  })

  it('answers a known and an unknown address identically, under and over the limit', async () => {
    const fromNetwork = newNetwork()
    const known = uniqueEmail('known')
    await harness.db
      .insert(user)
      .values({ id: crypto.randomUUID(), email: known, name: 'Known', emailVerified: true, role: 'user' })
    const unknown = uniqueEmail('unknown')
    for (let n = 0; n <= perNetwork.max + 1; n++) {
      const ip = fromNetwork()
      const [forKnown, forUnknown] = [
        await answer(await requestCode(harness.auth, known, ip)),
        await answer(await requestCode(second, unknown, ip)),
      ]
      expect(forUnknown).toEqual(forKnown)
      expect(forKnown.status).toBe(n < perNetwork.max ? 200 : 429)
    }
  })

  it("refuses an address over its limit with better-auth's own rate-limit answer", async () => {
    const ip = newIp()
    for (let n = 0; n < perIp.max; n++) await requestCode(harness.auth, uniqueEmail(), ip)
    const perIpRefusal = await answer(await requestCode(harness.auth, uniqueEmail(), ip))

    const email = uniqueEmail()
    const fromNetwork = newNetwork()
    for (let n = 0; n < perNetwork.max; n++) await requestCode(harness.auth, email, fromNetwork())
    const perAddressRefusal = await answer(await requestCode(harness.auth, email, fromNetwork()))

    expect(perIpRefusal).toEqual({
      status: 429,
      contentType: 'application/json',
      retryAfter: '<seconds>',
      body: JSON.stringify({ message: 'Too many requests. Please try again later.' }),
    })
    expect(perAddressRefusal).toEqual(perIpRefusal)
  })

  it('refuses a server-side call over the limit too, with a 429 error', async () => {
    const fromNetwork = newNetwork()
    const email = uniqueEmail()
    for (let n = 0; n < perNetwork.max; n++) await requestCode(harness.auth, email, fromNetwork())
    await expect(
      harness.auth.api.sendVerificationOTP({
        body: { email, type: 'sign-in' },
        headers: new Headers({ [CLIENT_IP_HEADER]: fromNetwork() }),
      }),
    ).rejects.toMatchObject({ statusCode: 429, body: { message: 'Too many requests. Please try again later.' } })
  })

  it('limits the codes of a change of address to one address, without locking its owner out of signing in', async () => {
    const fromNetwork = newNetwork()
    const target = uniqueEmail('wanted')
    const { browser } = await harness.signIn(
      uniqueEmail('mover'),
      harness.caller({ [CLIENT_IP_HEADER]: fromNetwork() }),
    )
    const cookie = browser.headersForServer.get('cookie') ?? ''
    const changeTo = (auth: Auth, newEmail: string) =>
      post(auth, '/email-otp/request-email-change', { newEmail }, fromNetwork(), cookie)
    for (let n = 0; n < perNetwork.max; n++) expect((await changeTo(harness.auth, target)).status).toBe(200)
    expect((await changeTo(second, target)).status).toBe(429)
    expect((await changeTo(second, uniqueEmail())).status).toBe(200)
    // A taken address gets a notice, not a code: the person it belongs to must still get sign-in codes.
    expect((await requestCode(second, target, fromNetwork())).status).toBe(200)
  })

  it('starts the count of an address again once its code is used', async () => {
    const fromNetwork = newNetwork()
    const email = uniqueEmail('owner')
    for (let n = 0; n < perNetwork.max - 1; n++) await requestCode(harness.auth, email, fromNetwork())
    const since = harness.sink.received.length
    expect((await requestCode(second, email, fromNetwork())).status).toBe(200)
    const code = extractCode(await harness.sink.waitForEmail(email, { since }))
    expect((await requestCode(second, email, fromNetwork())).status).toBe(429)

    expect((await post(harness.auth, '/sign-in/email-otp', { email, otp: code }, fromNetwork())).status).toBe(200)
    const statuses = []
    for (let n = 0; n <= perNetwork.max; n++) statuses.push((await requestCode(second, email, fromNetwork())).status)
    expect(statuses).toEqual([...Array(perNetwork.max).fill(200), 429])
  })

  it('a wrong code does not start the count again', async () => {
    const fromNetwork = newNetwork()
    const email = uniqueEmail()
    for (let n = 0; n < perNetwork.max; n++) await requestCode(harness.auth, email, fromNetwork())
    expect((await post(harness.auth, '/sign-in/email-otp', { email, otp: '000000' }, fromNetwork())).status).toBe(400)
    expect((await requestCode(harness.auth, email, fromNetwork())).status).toBe(429)
  })

  it('lets a browser check its session 50 times in a row, and every 5 s for 15 minutes', async () => {
    const ip = newIp()
    const { browser, signedIn } = await harness.signIn(
      uniqueEmail('reader'),
      harness.caller({ [CLIENT_IP_HEADER]: ip }),
    )
    expect(signedIn.status).toBe(200)

    const inARow = []
    for (let n = 0; n < 50; n++) inARow.push(await browser.request('/get-session'))
    expect(inARow.filter((response) => response.status !== 200 || !response.body?.user)).toEqual([])

    // A steady trickle never adds up to a refusal: windows are fixed, not extended by each request.
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() + 60_000)
    const polled = []
    for (let n = 0; n < 180; n++) {
      vi.setSystemTime(Date.now() + 5_000)
      polled.push((await browser.request('/get-session')).status)
    }
    expect(polled.filter((status) => status !== 200)).toEqual([])
  })

  it('still stops a flood of session checks from one IP', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now())
    const browser = harness.caller({ [CLIENT_IP_HEADER]: newIp() })
    const statuses = []
    for (let n = 0; n <= appConfig.rateLimit.getSession.max; n++)
      statuses.push((await browser.request('/get-session')).status)
    expect(statuses.at(-2)).toBe(200)
    expect(statuses.at(-1)).toBe(429)
  })
})
