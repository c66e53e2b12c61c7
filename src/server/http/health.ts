import postgres from 'postgres'
import { serverConfig } from '../config'
import { getDatabaseConnection, pingDatabase } from '../db'
import { runningJobQueue } from '../jobs'
import type { QueueDepth } from '../jobs/job-queue'
import { log } from '../log'

export const READINESS_TIMEOUT_MS = 1000
/** How long a successful database check answers for later probes without asking again. */
export const READINESS_FRESH_MS = 1000

const noStore = { 'cache-control': 'no-store' }

// Kept on globalThis: the Nitro plugin (which sees the signal) and the route handlers are bundled
// separately in the server output, so each has its own copy of this module.
const SHUTTING_DOWN = Symbol.for('threshold.shuttingDown')
const shutdownState = globalThis as typeof globalThis & { [SHUTTING_DOWN]?: boolean }

/** A load balancer stops sending new requests here while those in flight finish; /api/health is unaffected. */
export function markShuttingDown() {
  shutdownState[SHUTTING_DOWN] = true
}

export function isShuttingDown() {
  return shutdownState[SHUTTING_DOWN] === true
}

export function resetShuttingDown() {
  delete shutdownState[SHUTTING_DOWN]
}

export interface SignalTarget {
  readonly pid: number
  on(signal: NodeJS.Signals, listener: () => void): unknown
  removeListener(signal: NodeJS.Signals, listener: () => void): unknown
  listenerCount(signal: NodeJS.Signals): number
  kill(pid: number, signal: NodeJS.Signals): unknown
}

/**
 * Runs before srvx stops accepting; Nitro's `close` hook runs too late for a probe to see. srvx installs no
 * signal handler when CI or TEST is set: alone on the signal, this one keeps Node's default instead of swallowing it.
 */
export function markShuttingDownOnSignals(
  target: SignalTarget = process,
  signals: NodeJS.Signals[] = ['SIGTERM', 'SIGINT'],
) {
  for (const signal of signals) {
    const onSignal = () => {
      if (!isShuttingDown())
        log.info({ signal }, 'Shutting down: /api/ready answers 503 while the requests in flight finish')
      markShuttingDown()
      if (target.listenerCount(signal) === 1) {
        target.removeListener(signal, onSignal)
        target.kill(target.pid, signal)
      }
    }
    target.on(signal, onSignal)
  }
}

const PROBE = Symbol.for('threshold.readinessProbe')
const probeState = globalThis as typeof globalThis & { [PROBE]?: postgres.Sql }

/**
 * Not through the application's pool: under load a queued probe would time out, and a load balancer would take
 * a busy but healthy instance out of rotation. The embedded database is pinged directly.
 */
export async function probeDatabase() {
  const connection = await getDatabaseConnection()
  const target = serverConfig().database
  if (connection.driver !== 'postgres' || target.driver !== 'postgres') return pingDatabase()
  probeState[PROBE] ??= postgres(target.url, {
    max: 1,
    connect_timeout: 1,
    // Each check connects at once when PostgreSQL was away (no growing back-off between attempts).
    backoff: () => 0,
    idle_timeout: 60,
    onnotice: () => {},
  })
  await probeState[PROBE]`select 1`
}

/** /api/ready is public: however often it is called, the database sees at most one probe in flight per instance. */
export function coalesced(check: () => Promise<unknown>, freshMs: number, now: () => number = Date.now) {
  let inFlight: Promise<void> | undefined
  let succeededAt = Number.NEGATIVE_INFINITY
  return function coalescedCheck(): Promise<void> {
    if (now() - succeededAt < freshMs) return Promise.resolve()
    inFlight ??= check()
      .then(() => {
        succeededAt = now()
      })
      .finally(() => {
        inFlight = undefined
      })
    return inFlight
  }
}

export const checkDatabase = coalesced(probeDatabase, READINESS_FRESH_MS)

export async function closeReadinessProbe() {
  const probe = probeState[PROBE]
  probeState[PROBE] = undefined
  await probe?.end({ timeout: 1 })
}

/** Liveness: the process answers. Never touches the database, and stays 200 while shutting down. */
export function livenessResponse() {
  return Response.json({ status: 'ok' }, { headers: noStore })
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`No answer within ${ms} ms`)), ms)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}

/** The background jobs waiting, running and failed, as the queue last counted them; none before it started. */
async function jobCounts(): Promise<QueueDepth | undefined> {
  const queue = await runningJobQueue()
  return queue?.depth().catch(() => undefined)
}

export async function readinessResponse(
  check: () => Promise<unknown> = checkDatabase,
  timeoutMs = READINESS_TIMEOUT_MS,
  jobs: () => Promise<QueueDepth | undefined> = jobCounts,
) {
  if (isShuttingDown()) {
    return Response.json({ status: 'shutting-down' }, { status: 503, headers: noStore })
  }
  try {
    await withTimeout(check(), timeoutMs)
    return Response.json({ status: 'ok', jobs: await jobs() }, { headers: noStore })
  } catch (error) {
    log.warn({ err: error }, 'Readiness check failed: the database is unavailable')
    return Response.json({ status: 'unavailable' }, { status: 503, headers: { ...noStore, 'retry-after': '5' } })
  }
}
