import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { join } from 'node:path'
import { TestClock } from 'pg-boss'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseConnection } from '@/server/db/client'
import { openTestDatabase, testDatabaseUrl } from '@/test/test-database'
import { startJobQueue } from './job-queue'

const root = join(import.meta.dirname, '../../..')

/**
 * The outbox when the process dies: another process writes a job with its change and starts it, then is killed
 * (SIGKILL: no shutdown hook runs). A server started afterwards on the same PostgreSQL does the job, once, when the
 * dead process's hold expires. PostgreSQL only: the embedded PGlite belongs to one process.
 */
describe('a job whose process was killed while running it', () => {
  let connection: DatabaseConnection

  beforeAll(async () => {
    connection = await openTestDatabase()
  })
  afterAll(() => connection.close())

  it('is run once by the next process, after its hold expires', async () => {
    const address = `killed-${crypto.randomUUID()}@example.test`
    const worker = spawn(
      join(root, 'node_modules/.bin/tsx'),
      ['src/test/hanging-job-worker.ts', testDatabaseUrl!, address],
      {
        cwd: root,
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    )
    let output = ''
    worker.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    while (!output.includes('running')) await Promise.race([once(worker.stdout, 'data'), once(worker, 'exit')])
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
    try {
      await clock.tick(30_000)
      expect(sent.filter((to) => to === address)).toEqual([])
      await clock.tick(120_000)
      const deadline = Date.now() + 20_000
      while (!sent.includes(address) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20))
      await clock.tick(120_000)
      expect(sent.filter((to) => to === address)).toEqual([address])
    } finally {
      await restarted.stop()
    }
  }, 60_000)
})
