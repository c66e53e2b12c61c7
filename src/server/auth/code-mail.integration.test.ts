import { performance } from 'node:perf_hooks'
import { like } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { user, verification } from '@/server/db/schema'
import { type AuthCaller, type AuthHarness, TEST_SEND_DEADLINE_MS, startAuthHarness } from '@/test/auth-harness'
import { startRefusingMailServer, startSilentMailServer } from '~/e2e/fixtures/failing-mail-servers'
import { testDatabaseDriver, uniqueEmail } from '@/test/test-database'

// A slow mail server, as a real one over the Internet can be: the answer waits for it, for every address alike.
const SMTP_GREETING_DELAY_MS = 100
// What a busy 2-core machine may add to one side of the comparison.
const TOLERANCE_MS = 25
// Answers that wait for a mail server spread more; an address that got no e-mail would still stand out by the
// greeting's 100 ms.
const MAILED_TOLERANCE_MS = 60
const ROUNDS = 10

function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = sorted.length / 2
  return sorted.length % 2 ? sorted[Math.floor(middle)]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

async function timed(browser: AuthCaller, body: unknown) {
  const started = performance.now()
  const answer = await browser.request('/email-otp/send-verification-otp', body)
  return { answer, ms: performance.now() - started }
}

/** Median answer times per address, the addresses' requests alternating so that the machine's load hits each alike. */
async function medianTimes(browser: AuthCaller, addresses: string[], type: string) {
  const times = addresses.map(() => [] as number[])
  const answers = new Set<string>()
  for (let round = 0; round < ROUNDS; round++) {
    for (const [index, email] of addresses.entries()) {
      const { answer, ms } = await timed(browser, { email, type })
      times[index]!.push(ms)
      answers.add(JSON.stringify({ status: answer.status, body: answer.body }))
    }
  }
  return { medians: times.map(median), answers: [...answers] }
}

describe(`the code e-mail, sent before the answer, on ${testDatabaseDriver}`, () => {
  let harness: AuthHarness
  const known = uniqueEmail('known')
  const banned = uniqueEmail('banned')
  const banOver = uniqueEmail('ban-over')

  beforeAll(async () => {
    harness = await startAuthHarness({}, { smtpGreetingDelayMs: SMTP_GREETING_DELAY_MS })
    const account = (email: string, ban: Partial<typeof user.$inferInsert> = {}) => ({
      id: crypto.randomUUID(),
      email,
      name: email,
      emailVerified: true,
      role: 'user',
      ...ban,
    })
    await harness.db
      .insert(user)
      .values([
        account(known),
        account(banned, { banned: true, banReason: 'spam' }),
        account(banOver, { banned: true, banExpires: new Date(Date.now() - 60_000) }),
      ])
  })
  afterAll(async () => {
    await harness.close()
  })

  it.each(['forget-password', 'email-verification', 'change-email', undefined])(
    'refuses the type %s with 400 for a known and an unknown address alike, and sends nothing',
    async (type) => {
      const since = harness.sink.received.length
      const unknown = uniqueEmail('unknown')
      const forKnown = await harness.caller().request('/email-otp/send-verification-otp', { email: known, type })
      const forUnknown = await harness.caller().request('/email-otp/send-verification-otp', { email: unknown, type })
      expect(forKnown.status).toBe(400)
      expect(forUnknown).toEqual(forKnown)
      expect(harness.sink.received.slice(since)).toEqual([])
      expect(
        await harness.db
          .select()
          .from(verification)
          .where(like(verification.identifier, `%${known}`)),
      ).toEqual([])
    },
  )

  it('takes as long for a known address as for an unknown one, whatever the type asked', async () => {
    const browser = harness.caller()
    for (const type of ['forget-password', 'email-verification']) {
      const { medians, answers } = await medianTimes(browser, [known, uniqueEmail('unknown')], type)
      expect(answers).toHaveLength(1)
      expect(Math.abs(medians[0]! - medians[1]!), `${type}: medians ${medians.join(' / ')} ms`).toBeLessThan(
        TOLERANCE_MS,
      )
    }
  })

  it('answers a sign-in code request once the e-mail is sent, as long for a known, an unknown and a banned address', async () => {
    const browser = harness.caller()
    const unknown = uniqueEmail('unknown')
    const since = harness.sink.received.length
    const { medians, answers } = await medianTimes(browser, [known, unknown, banned], 'sign-in')
    expect(answers).toEqual([JSON.stringify({ status: 200, body: { success: true } })])
    for (const ms of medians)
      expect(ms, `medians ${medians.join(' / ')} ms`).toBeGreaterThanOrEqual(SMTP_GREETING_DELAY_MS)
    expect(Math.max(...medians) - Math.min(...medians), `medians ${medians.join(' / ')} ms`).toBeLessThan(
      MAILED_TOLERANCE_MS,
    )

    const recipients = harness.sink.received.slice(since).map((email) => email.to.join())
    for (const address of [known, unknown, banned])
      expect(recipients.filter((to) => to === address)).toHaveLength(ROUNDS)
  })

  it('tells a banned account that it is suspended instead of sending a code; a ban past its end no longer does', async () => {
    const since = harness.sink.received.length
    const forBanned = await harness
      .caller()
      .request('/email-otp/send-verification-otp', { email: banned, type: 'sign-in' })
    const forBanOver = await harness
      .caller()
      .request('/email-otp/send-verification-otp', { email: banOver, type: 'sign-in' })
    expect(forBanned).toMatchObject({ status: 200, body: { success: true } })
    expect(forBanOver).toEqual(forBanned)

    const notice = await harness.sink.waitForEmail(banned, { since })
    expect(notice.subject).toBe('Your Threshold account is suspended')
    expect(notice.text).not.toMatch(/^\s*\d{6}\s*$/m)
    expect((await harness.sink.waitForEmail(banOver, { since })).text).toMatch(/^\s*\d{6}\s*$/m)
  })
})

describe.each([
  ['refuses every e-mail', startRefusingMailServer],
  ['never answers', startSilentMailServer],
])(`a mail server that %s, on ${testDatabaseDriver}`, (_, startMailServer) => {
  let mailServer: Awaited<ReturnType<typeof startMailServer>>
  let harness: AuthHarness
  let failingServer: ReturnType<AuthHarness['startInstance']>

  beforeAll(async () => {
    mailServer = await startMailServer()
    harness = await startAuthHarness()
    failingServer = harness.startInstance({
      email: { ...harness.config.email, server: mailServer.url, sendDeadlineMs: TEST_SEND_DEADLINE_MS },
    })
  })
  afterAll(async () => {
    await harness.close()
    await mailServer.close()
  })

  const codesFor = (email: string) =>
    harness.db
      .select()
      .from(verification)
      .where(like(verification.identifier, `%${email}`))

  it('is reported by the send deadline to a person asking for a sign-in code, leaving no code and no account', async () => {
    const email = uniqueEmail('unsent')
    const started = performance.now()
    const answer = await failingServer.caller().request('/email-otp/send-verification-otp', { email, type: 'sign-in' })
    expect(performance.now() - started).toBeLessThan(TEST_SEND_DEADLINE_MS + 2_000)
    expect(answer).toMatchObject({ status: 503, body: { code: 'CODE_NOT_SENT' } })
    expect(await codesFor(email)).toEqual([])
    expect(await harness.db.select().from(user).where(like(user.email, email))).toEqual([])
  })

  it('is reported to a person changing their address, leaving no code', async () => {
    const { browser } = await harness.signIn(uniqueEmail('changing'))
    const newEmail = uniqueEmail('new-address')
    const started = performance.now()
    const answer = await failingServer
      .caller({ cookie: browser.headersForServer.get('cookie') ?? '' })
      .request('/email-otp/request-email-change', { newEmail })
    expect(performance.now() - started).toBeLessThan(TEST_SEND_DEADLINE_MS + 2_000)
    expect(answer).toMatchObject({ status: 503, body: { code: 'EMAIL_NOT_SENT' } })
    expect(await codesFor(newEmail)).toEqual([])
  })
})
