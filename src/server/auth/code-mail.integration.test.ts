import { performance } from 'node:perf_hooks'
import { like } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { queuedEmailsSettled } from '@/server/email/email-queue'
import { user, verification } from '@/server/db/schema'
import { type AuthCaller, type AuthHarness, startAuthHarness } from '@/test/auth-harness'
import { testDatabaseDriver, uniqueEmail } from '@/test/test-database'

// A slow mail server, as a real one over the Internet can be: an answer that waited for it would take this long.
const SMTP_GREETING_DELAY_MS = 150
// What a busy 2-core machine may add to one side of the comparison; a mail sent in the request adds 100 ms or more.
const TOLERANCE_MS = 25
const ROUNDS = 20

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
      answers.add(JSON.stringify(answer))
    }
  }
  return { medians: times.map(median), answers: [...answers] }
}

describe(`the code e-mail, off the request path, on ${testDatabaseDriver}`, () => {
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
    await queuedEmailsSettled()
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
      await queuedEmailsSettled()
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

  it('answers a sign-in code request without waiting for the mail server, then sends the code', async () => {
    const browser = harness.caller()
    const unknown = uniqueEmail('unknown')
    const since = harness.sink.received.length
    const { medians, answers } = await medianTimes(browser, [known, unknown, banned], 'sign-in')
    expect(answers).toEqual([JSON.stringify({ status: 200, body: { success: true } })])
    for (const ms of medians) expect(ms, `medians ${medians.join(' / ')} ms`).toBeLessThan(SMTP_GREETING_DELAY_MS)
    expect(Math.max(...medians) - Math.min(...medians), `medians ${medians.join(' / ')} ms`).toBeLessThan(TOLERANCE_MS)

    await queuedEmailsSettled()
    const recipients = harness.sink.received.slice(since).map((email) => email.to.join())
    expect(recipients.filter((to) => to === known)).toHaveLength(ROUNDS)
    expect(recipients.filter((to) => to === unknown)).toHaveLength(ROUNDS)
  })

  it('sends no code to a banned account, with the answer everyone gets; a ban past its end no longer stops it', async () => {
    const since = harness.sink.received.length
    const forBanned = await harness
      .caller()
      .request('/email-otp/send-verification-otp', { email: banned, type: 'sign-in' })
    const forUnknown = await harness
      .caller()
      .request('/email-otp/send-verification-otp', { email: uniqueEmail('unknown'), type: 'sign-in' })
    const forBanOver = await harness
      .caller()
      .request('/email-otp/send-verification-otp', { email: banOver, type: 'sign-in' })
    expect(forBanned).toEqual({ status: 200, body: { success: true } })
    expect(forUnknown).toEqual(forBanned)
    expect(forBanOver).toEqual(forBanned)

    await queuedEmailsSettled()
    const recipients = harness.sink.received.slice(since).map((email) => email.to.join())
    expect(recipients).toHaveLength(2)
    expect(recipients).not.toContain(banned)
    expect(recipients).toContain(banOver)
  })
})
