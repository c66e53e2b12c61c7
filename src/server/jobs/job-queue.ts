import { sql } from 'drizzle-orm'
import {
  type Clock,
  type ConstructorOptions,
  type DrizzleTransactionLike,
  PgBoss,
  fromDrizzle,
  fromPglite,
} from 'pg-boss'
import type { DatabaseConnection, DatabaseOrTransaction } from '../db/client'
import { rowsOf } from '../db/rows-of'
import { transactionInScope } from '../db/transaction-scope'
import { log } from '../log'
import { type Enqueue, type JobAttempt, type JobData, type JobHandlers, type JobKind, jobKinds } from './job-kinds'

/** As pg-boss last counted them (about once a minute). */
export interface QueueDepth {
  /** Jobs waiting to run, those waiting to be tried again included. */
  waiting: number
  running: number
  /** Jobs that failed their last attempt and will not be tried again. */
  failed: number
}

export interface JobQueue {
  /**
   * Writes the job in `db`, by default the transaction open around the caller (see transactionInScope), else the
   * database: a job enqueued in the transaction of the change that causes it exists exactly when the change does.
   */
  enqueue<Kind extends JobKind>(
    kind: Kind,
    data: JobData<Kind>,
    options?: { db?: DatabaseOrTransaction },
  ): Promise<void>
  depth(): Promise<QueueDepth>
  /** Resolves once no job is waiting to run now or running (jobs delayed until later are not waited for). */
  settled(options?: { timeoutMs?: number }): Promise<void>
  /** Lets the running jobs finish (up to `stopTimeoutMs`), then closes the queue's connections. */
  stop(): Promise<void>
}

export interface JobQueueOptions {
  connection: DatabaseConnection
  handlers: JobHandlers
  /** pg-boss's clock: a test moves time by hand instead of waiting for a retry. */
  clock?: Clock
  /** A job's worker is woken at once by a notification; this is the look for jobs between two (default 30 s). */
  pollingIntervalSeconds?: number
  /** A job running longer is taken for lost (its process died) and tried again (default 60 s). */
  expireInSeconds?: number
  /** How long `stop` waits for running jobs (default 10 s); those still running are tried again after they expire. */
  stopTimeoutMs?: number
}

/** pg-boss keeps its tables in a schema of its own; migrated by pg-boss itself when it starts. */
export const JOB_QUEUE_SCHEMA = 'pgboss'

function bossOptions(connection: DatabaseConnection): ConstructorOptions {
  const source = connection.source
  return source.driver === 'pglite'
    ? { db: fromPglite(source.client), backend: 'pglite' }
    : { connectionString: source.url, max: 3, application_name: 'threshold-jobs' }
}

export async function startJobQueue(options: JobQueueOptions): Promise<JobQueue> {
  const boss = new PgBoss({
    ...bossOptions(options.connection),
    schema: JOB_QUEUE_SCHEMA,
    clock: options.clock,
    useListenNotify: true,
    // No cron schedules; the instance registry and persisted warnings are tables nobody reads here.
    schedule: false,
    registerInstance: false,
    persistWarnings: false,
  })
  boss.on('error', (error) => log.error({ err: error }, 'The job queue met an error'))
  boss.on('warning', (warning) => log.warn({ warning }, 'The job queue warns'))
  await boss.start()

  const enqueue: JobQueue['enqueue'] = async (kind, data, { db = transactionInScope() } = {}) => {
    const checked = jobKinds[kind].data.parse(data)
    await boss.send(kind, checked, db ? { db: fromDrizzle(db as unknown as DrizzleTransactionLike, sql) } : {})
  }

  const expireInSeconds = options.expireInSeconds ?? 60
  for (const [kind, declaration] of Object.entries(jobKinds) as [JobKind, (typeof jobKinds)[JobKind]][]) {
    const queue = { notify: true, expireInSeconds, ...declaration.retry }
    if (await boss.getQueue(kind)) await boss.updateQueue(kind, queue)
    else await boss.createQueue(kind, queue)
    // Up to 10 jobs per fetch, run side by side and settled one by one; while fetches come back full the worker
    // fetches again at once, so a backlog drains without waiting for the next poll.
    await boss.work(
      kind,
      {
        batchSize: 10,
        perJobResults: true,
        burstWhenBatchFull: true,
        notifyPollingIntervalSeconds: options.pollingIntervalSeconds ?? 30,
      },
      (jobs) =>
        Promise.all(
          jobs.map(async (job) => {
            const attempt = { number: job.retryCount + 1, last: job.retryCount >= declaration.retry.retryLimit }
            try {
              // The data's type follows `kind`; TypeScript cannot pair the two through the loop.
              const run = options.handlers[kind] as (
                data: unknown,
                attempt: JobAttempt,
                enqueue: Enqueue,
              ) => Promise<void>
              await run(declaration.data.parse(job.data), attempt, enqueue)
              return { id: job.id, status: 'completed' as const }
            } catch (error) {
              const fields = { err: error, kind, job: job.id, attempt: attempt.number }
              if (attempt.last) log.error(fields, 'A background job failed its last attempt')
              else log.warn(fields, 'A background job failed; it will be tried again')
              return { id: job.id, status: 'failed' as const, output: { message: String(error) } }
            }
          }),
        ),
    )
  }

  const { connection } = options
  return {
    enqueue,

    async depth() {
      const queues = await boss.getQueues(Object.keys(jobKinds))
      const sum = (count: (queue: (typeof queues)[number]) => number) =>
        queues.reduce((total, queue) => total + count(queue), 0)
      return {
        waiting: sum((queue) => queue.queuedCount),
        running: sum((queue) => queue.activeCount),
        failed: sum((queue) => queue.failedCount),
      }
    },

    async settled({ timeoutMs = 10_000 } = {}) {
      const deadline = Date.now() + timeoutMs
      for (;;) {
        const [row] = await rowsOf<{ pending: number }>(
          connection.db,
          sql`
          select count(*)::int as pending from ${sql.identifier(JOB_QUEUE_SCHEMA)}.job
          where state = 'active' or (state in ('created', 'retry') and start_after <= now())`,
        )
        if (!row?.pending) return
        if (Date.now() > deadline) throw new Error(`${row.pending} background jobs still pending after ${timeoutMs} ms`)
        await new Promise((resolve) => setTimeout(resolve, 20))
      }
    },

    stop: () => boss.stop({ graceful: true, timeout: options.stopTimeoutMs ?? 10_000 }),
  }
}
