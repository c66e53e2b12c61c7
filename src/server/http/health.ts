import { pingDatabase } from '../db'
import { log } from '../log'

/** How long the readiness probe waits for `select 1` before answering 503. */
export const READINESS_TIMEOUT_MS = 1000

const noStore = { 'cache-control': 'no-store' }

/** Liveness: the process answers. Never touches the database. */
export function livenessResponse() {
  return Response.json({ status: 'ok' }, { headers: noStore })
}

/** Rejects when `promise` has not settled within `ms`. */
function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`No answer within ${ms} ms`)), ms)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}

/** Readiness: 200 when the database answers `select 1` within `timeoutMs`, else 503. */
export async function readinessResponse(check: () => Promise<unknown> = pingDatabase, timeoutMs = READINESS_TIMEOUT_MS) {
  try {
    await withTimeout(check(), timeoutMs)
    return Response.json({ status: 'ok' }, { headers: noStore })
  } catch (error) {
    log.warn({ err: error }, 'Readiness check failed: the database is unavailable')
    return Response.json({ status: 'unavailable' }, { status: 503, headers: { ...noStore, 'retry-after': '5' } })
  }
}
