/**
 * A server process whose queue takes a job and never finishes it, for the test that kills it (SIGKILL) mid-job:
 * `tsx src/test/hanging-job-worker.ts <database url> <address>` enqueues an e-mail job to <address> in a transaction,
 * runs it, prints "running" once its handler holds it, and hangs there.
 */
import { openDatabase } from '@/server/db/client'
import { startJobQueue } from '@/server/jobs/job-queue'

const [url = '', address = ''] = process.argv.slice(2)
const connection = await openDatabase({ driver: 'postgres', url })
const queue = await startJobQueue({
  connection,
  handlers: {
    email: () => {
      process.stdout.write('running\n')
      return new Promise<void>(() => {})
    },
    webhook: () => new Promise<void>(() => {}),
  },
  expireInSeconds: 60,
})
await connection.db.transaction((tx) =>
  queue.enqueue(
    'email',
    { message: { to: address, subject: 'A notice', html: '<p>A notice</p>', text: 'A notice' }, what: 'A notice' },
    { db: tx },
  ),
)
