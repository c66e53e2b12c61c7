import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { join } from 'node:path'
import { TestClock } from 'pg-boss'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createScratchDatabase } from '../../../bench/lib/scratch-database'
import { type DatabaseConnection, openDatabase } from '@/server/db/client'
import { startJobQueue } from './job-queue'

const root = join(import.meta.dirname, '../../..')

/**
 * The outbox when the process dies: another process writes a job with its change and starts it, then is killed
 * (SIGKILL: no shutdown hook runs). A server started afterwards on the same PostgreSQL does the job, once, when the
 * dead process's hold expires. PostgreSQL only: the embedded PGlite belongs to one process. The two processes get a
 * database of their own, so that no queue of another test file can take the job.
 */
describe('a job whose process was killed while running it', () => {
  let database: Awaited<ReturnType<typeof createScratchDatabase>>
  let connection: DatabaseConnection

  beforeAll(async () => {
    database = await createScratchDatabase(process.env.TEST_DATABASE_URL, 'threshold_killed')
    connection = await openDatabase({ driver: 'postgres', url: database.url })
  })
  afterAll(async () => {
    await connection?.close()
    await database?.drop()
  })

  it('is run once by the next process, after its hold expires', async () => {
    const address = `killed-${crypto.randomUUID()}@example.test`
    // Node itself with tsx's loader, not tsx's command: that one runs the script in a child process of its own,
    // which its SIGKILL would leave running.
    const worker = spawn(
      process.execPath,
      ['--import', 'tsx', 'src/test/hanging-job-worker.ts', database.url, address],
      { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] },
    )
    let output = ''
    worker.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    while (!output.includes('running')) {
      await Promise.race([once(worker.stdout, 'data'), once(worker, 'exit')])
      if (worker.exitCode !== null) throw new Error(`The worker exited (${worker.exitCode}) before running its job`)
    }
    worker.kill('SIGKILL')
    await once(worker, 'exit')

    const clock = new TestClock()
    const sent: string[] = []
    const restarted = await startJobQueue({
      connection,
      clock,
      expireInSeconds: 60,
      handlers: {
        email: async ({ message }) => void sent.push(message.to),
        webhook: () => Promise.reject(new Error('No webhook here')),
      },
    })
    const settle = () => new Promise((resolve) => setTimeout(resolve, 200))
    try {
      // Within the dead process's hold (60 s), nobody takes the job.
      await clock.tick(30_000)
      await settle()
      expect(sent).toEqual([])

      // Past it, the job is expired, then tried again after its retry delay (30 to 60 s): half a minute at a time,
      // for at most ten minutes of the queue's time.
      for (let step = 0; step < 20 && !sent.includes(address); step++) {
        await clock.tick(30_000)
        await settle()
      }
      await clock.tick(600_000)
      await settle()
      expect(sent).toEqual([address])
    } finally {
      await restarted.stop()
    }
  }, 60_000)
})
