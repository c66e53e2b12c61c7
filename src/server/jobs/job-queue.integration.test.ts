import { TestClock } from 'pg-boss'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type DatabaseConnection, openDatabase } from '@/server/db/client'
import { openTestDatabase, testDatabaseDriver, testDatabaseUrl } from '@/test/test-database'
import type { JobData, JobHandlers } from './job-kinds'
import { type JobQueue, type JobQueueOptions, startJobQueue } from './job-queue'

/** Handlers for e-mails only: the webhook jobs have tests of their own. */
function emailOnly(email: JobHandlers['email']): JobHandlers {
  return { email, webhook: () => Promise.reject(new Error('No webhook in these tests')) }
}

function notice(to: string): JobData<'email'> {
  return { message: { to, subject: 'A notice', html: '<p>A notice</p>', text: 'A notice' }, what: 'A test notice' }
}

/** Waits, without a timer of pg-boss's clock, until `done` holds. */
async function until(done: () => boolean, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs
  while (!done()) {
    if (Date.now() > deadline) throw new Error('Timed out waiting')
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}

describe(`the background job queue on ${testDatabaseDriver}`, () => {
  let connection: DatabaseConnection
  const started: JobQueue[] = []

  beforeAll(async () => {
    connection = await openTestDatabase()
  })
  afterAll(async () => {
    await Promise.all(started.map((queue) => queue.stop()))
    await connection.close()
  })

  async function queueWith(handlers: JobHandlers, options: Partial<JobQueueOptions> = {}) {
    const queue = await startJobQueue({ connection, handlers, ...options })
    started.push(queue)
    return queue
  }

  function recorder() {
    const sent: string[] = []
    const handlers = emailOnly(async ({ message }) => {
      sent.push(message.to)
    })
    return { sent, handlers }
  }

  it('runs a job written in a committed transaction once, and never one whose transaction rolled back', async () => {
    const { sent, handlers } = recorder()
    const queue = await queueWith(handlers)
    await connection.db.transaction(async (tx) => {
      await queue.enqueue('email', notice('kept@example.test'), { db: tx })
    })
    await expect(
      connection.db.transaction(async (tx) => {
        await queue.enqueue('email', notice('rolled-back@example.test'), { db: tx })
        tx.rollback()
      }),
    ).rejects.toThrow()
    await queue.settled()
    expect(sent).toEqual(['kept@example.test'])
    await queue.stop()
  })

  it('refuses data that is not of its kind, and writes nothing', async () => {
    const { sent, handlers } = recorder()
    const queue = await queueWith(handlers)
    const malformed = { message: { to: 'someone@example.test' }, what: 'A test notice' } as unknown as JobData<'email'>
    await expect(queue.enqueue('email', malformed)).rejects.toThrow()
    await queue.settled()
    expect(sent).toEqual([])
    await queue.stop()
  })

  it('tries a failed job again later, waiting longer each time, until it succeeds', async () => {
    const clock = new TestClock()
    const attempts: number[] = []
    const queue = await queueWith(
      emailOnly(async () => {
        attempts.push(clock.now())
        if (attempts.length < 3) throw new Error('The mail server is away')
      }),
      { clock },
    )
    const enqueuedAt = clock.now()
    await queue.enqueue('email', notice('retried@example.test'))
    await until(() => attempts.length === 1)
    // The first retry comes 30 to 60 s later (30 s doubled, with jitter), not before.
    await clock.tick(29_000)
    expect(attempts).toHaveLength(1)
    await clock.tick(32_000)
    await until(() => attempts.length === 2)
    // The second, 60 to 120 s after that one.
    await clock.tick(59_000)
    expect(attempts).toHaveLength(2)
    await clock.tick(62_000)
    await until(() => attempts.length === 3)
    expect(attempts[1]! - enqueuedAt).toBeGreaterThanOrEqual(30_000)
    expect(attempts[2]! - attempts[1]!).toBeGreaterThanOrEqual(60_000)
    await queue.stop()
  })

  it('runs again, once, a job whose process stopped while running it', async () => {
    const clock = new TestClock()
    let runs = 0
    const stalled = await queueWith(
      emailOnly(() => {
        runs++
        return new Promise<void>(() => {})
      }),
      { clock, expireInSeconds: 60, stopTimeoutMs: 50 },
    )
    await stalled.enqueue('email', notice('after-restart@example.test'))
    await until(() => runs === 1)
    // As a killed process: the job is left running, never finished.
    await stalled.stop()
    const { sent, handlers } = recorder()
    const restarted = await queueWith(handlers, { clock, expireInSeconds: 60 })
    await clock.tick(30_000)
    expect(sent).toEqual([])
    await clock.tick(120_000)
    await until(() => sent.length === 1)
    await clock.tick(120_000)
    expect(sent).toEqual(['after-restart@example.test'])
    await restarted.stop()
  })

  it('runs each job once when two instances share the queue', async () => {
    const second = testDatabaseUrl ? await openDatabase({ driver: 'postgres', url: testDatabaseUrl }) : connection
    const runs = new Map<string, number>()
    const handlers = emailOnly(async ({ message }) => {
      runs.set(message.to, (runs.get(message.to) ?? 0) + 1)
      await new Promise((resolve) => setTimeout(resolve, 5))
    })
    const first = await queueWith(handlers)
    const other = await startJobQueue({ connection: second, handlers })
    const addresses = Array.from({ length: 40 }, (_, index) => `shared-${index}@example.test`)
    await Promise.all(addresses.map((to, index) => (index % 2 ? first : other).enqueue('email', notice(to))))
    await first.settled()
    expect([...runs.keys()].sort()).toEqual([...addresses].sort())
    expect([...runs.values()].every((count) => count === 1)).toBe(true)
    await Promise.all([first.stop(), other.stop()])
    if (second !== connection) await second.close()
  })
})
