import { serverConfig } from '../config'
import { getDatabaseConnection } from '../db'
import { log } from '../log'
import { productJobHandlers } from './handlers'
import { type JobQueue, startJobQueue } from './job-queue'

// On globalThis: the Nitro plugin (which starts and stops it) and the routes are bundled separately, and a module
// reload in development must not start a second queue.
const JOBS = Symbol.for('threshold.jobQueue')
const state = globalThis as typeof globalThis & { [JOBS]?: Promise<JobQueue> }

/** The process's job queue on the product's database, started on first use (the server starts it at boot). */
export function jobQueue(): Promise<JobQueue> {
  state[JOBS] ??= getDatabaseConnection()
    .then((connection) => startJobQueue({ connection, handlers: productJobHandlers(connection.db, serverConfig()) }))
    .catch((error: unknown) => {
      log.error({ err: error }, 'The job queue could not start')
      state[JOBS] = undefined
      throw error
    })
  return state[JOBS]
}

/** The queue if it started, without starting it. */
export async function runningJobQueue(): Promise<JobQueue | undefined> {
  return state[JOBS]?.catch(() => undefined)
}

/** Tests: the queue of their own database, with their own handlers. */
export function setJobQueue(queue: Promise<JobQueue> | undefined) {
  state[JOBS] = queue
}

/** Lets running jobs finish, then stops; jobs not yet run stay in the database for the next start. */
export async function stopJobQueue() {
  const queue = state[JOBS]
  state[JOBS] = undefined
  await (await queue?.catch(() => undefined))?.stop()
}
