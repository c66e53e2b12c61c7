/**
 * The background job queue's throughput (decision 078): `--jobs` jobs enqueued one by one, as the product does (one
 * insert per change), then drained by one queue with handlers that do nothing, so that the queue itself is measured.
 * On the embedded PGlite (in memory) and on a scratch database of the machine's PostgreSQL, dropped at the end.
 *
 *   npm run bench:queue                       # 2,000 jobs on each
 *   npm run bench:queue -- --jobs 10000 --admin-url postgres://postgres@127.0.0.1:5432/postgres
 */
import { parseArgs } from 'node:util'
import { type DatabaseConnection, createPglite, openDatabase } from '@/server/db/client'
import type { JobHandlers } from '@/server/jobs/job-kinds'
import { startJobQueue } from '@/server/jobs/job-queue'
import { DEFAULT_ADMIN_URL, createScratchDatabase } from './lib/scratch-database'
import { formatTable } from './lib/table'

const { values } = parseArgs({
  options: { jobs: { type: 'string', default: '2000' }, 'admin-url': { type: 'string', default: DEFAULT_ADMIN_URL } },
})
const jobs = Number(values.jobs)

async function measure(connection: DatabaseConnection) {
  await connection.migrate()
  let done = 0
  let drained = () => {}
  const allDone = new Promise<void>((resolve) => (drained = resolve))
  const count = async () => {
    if (++done === jobs) drained()
  }
  const handlers: JobHandlers = { email: count, webhook: count }
  const queue = await startJobQueue({ connection, handlers })
  const message = { to: 'bench@example.test', subject: 'Bench', html: '<p>Bench</p>', text: 'Bench' }
  const started = performance.now()
  for (let index = 0; index < jobs; index++) await queue.enqueue('email', { message, what: 'A bench job' })
  const enqueued = performance.now()
  await allDone
  const finished = performance.now()
  await queue.stop()
  return {
    enqueuePerSecond: Math.round(jobs / ((enqueued - started) / 1000)),
    totalPerSecond: Math.round(jobs / ((finished - started) / 1000)),
    drainAfterEnqueueMs: Math.round(finished - enqueued),
  }
}

const rows: Array<Array<string | number>> = []
const pglite = await openDatabase({ driver: 'pglite', client: createPglite() })
try {
  const result = await measure(pglite)
  rows.push(['PGlite (in memory)', result.enqueuePerSecond, result.totalPerSecond, result.drainAfterEnqueueMs])
} finally {
  await pglite.close()
}
const scratch = await createScratchDatabase(values['admin-url'], 'threshold_queue_bench')
try {
  const postgres = await openDatabase({ driver: 'postgres', url: scratch.url })
  try {
    const result = await measure(postgres)
    rows.push(['PostgreSQL', result.enqueuePerSecond, result.totalPerSecond, result.drainAfterEnqueueMs])
  } finally {
    await postgres.close()
  }
} finally {
  await scratch.drop()
}
process.stdout.write(`\n${jobs} jobs, enqueued one by one while one queue runs them (handlers doing nothing):\n\n`)
process.stdout.write(
  `${formatTable(['Database', 'enqueued/s', 'run/s (enqueue to last done)', 'last done after the last enqueue (ms)'], rows)}\n`,
)
