import autocannon from 'autocannon'
import { databaseCpuSince, readDatabaseCpu } from './database-cpu'
import { readCpuSeconds } from './server'

export interface BenchCase {
  name: string
  path: string
  headers?: Record<string, string>
  /**
   * A fresh X-Forwarded-For per request (the server trusts it during the benchmark): better-auth
   * rate-limits /api/auth per client IP, so one IP would measure 429 answers instead of the endpoint.
   */
  rotateClientIp?: boolean
}

export interface CaseResult {
  name: string
  path: string
  requestsPerSecond: number
  latencyMs: { p50: number; p90: number; p99: number; max: number; mean: number }
  requests: number
  /** Non-2xx answers plus connection errors and timeouts. */
  errors: number
  statuses: { '2xx': number; '3xx': number; '4xx': number; '5xx': number }
  durationSeconds: number
  /** Server CPU time (user + system) per request: comparable between busy and quiet machines. */
  serverCpuMsPerRequest: number
  /**
   * CPU time of the PostgreSQL backends serving the database per request, when PostgreSQL runs on this
   * machine (null otherwise): what a call costs the database's core.
   */
  databaseCpuMsPerRequest: number | null
  /** Share of one core the server used during the case (200% = both cores of a 2-core machine). */
  serverCpuPercent: number
  /** Share of one core autocannon (this process) used: it competes with the server for the cores. */
  loadGeneratorCpuPercent: number
  /** Bytes received per answer, headers and body as sent (compressed when the case asked for an encoding). */
  bytesPerResponse: number
}

let ipCounter = 0
/** 127.x.y.z (loopback) addresses, only ever sent as a header: a new one per call, 16 million before one repeats. */
export function nextClientIp() {
  ipCounter = (ipCounter + 1) % 0xffffff
  return `127.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`
}

function requestsOf(benchCase: BenchCase): autocannon.Request[] | undefined {
  if (!benchCase.rotateClientIp) return undefined
  return [
    { setupRequest: (request) => ({ ...request, headers: { ...request.headers, 'x-forwarded-for': nextClientIp() } }) },
  ]
}

/** Runs autocannon against one case, for `duration` seconds or `amount` requests. */
export async function runCase(
  baseUrl: string,
  benchCase: BenchCase,
  {
    connections,
    duration,
    amount,
    serverPid,
    database,
  }: { connections: number; duration?: number; amount?: number; serverPid: number; database?: string },
): Promise<CaseResult> {
  const databaseCpuBefore = database ? readDatabaseCpu(database) : new Map<number, number>()
  const serverCpuBefore = readCpuSeconds(serverPid)
  const ownCpuBefore = process.cpuUsage()
  const result = await autocannon({
    url: `${baseUrl}${benchCase.path}`,
    connections,
    ...(amount === undefined ? { duration } : { amount }),
    headers: benchCase.headers,
    requests: requestsOf(benchCase),
    timeout: 10,
  })
  const serverCpuSeconds = readCpuSeconds(serverPid) - serverCpuBefore
  const databaseCpuAfter = database ? readDatabaseCpu(database) : new Map<number, number>()
  const ownCpu = process.cpuUsage(ownCpuBefore)
  return {
    name: benchCase.name,
    path: benchCase.path,
    requestsPerSecond: result.requests.average,
    latencyMs: {
      p50: result.latency.p50,
      p90: result.latency.p90,
      p99: result.latency.p99,
      max: result.latency.max,
      mean: result.latency.mean,
    },
    requests: result.requests.total,
    errors: result.non2xx + result.errors,
    statuses: { '2xx': result['2xx'], '3xx': result['3xx'], '4xx': result['4xx'], '5xx': result['5xx'] },
    durationSeconds: result.duration,
    serverCpuMsPerRequest: (serverCpuSeconds * 1000) / Math.max(1, result.requests.total),
    databaseCpuMsPerRequest:
      databaseCpuAfter.size > 0
        ? (databaseCpuSince(databaseCpuBefore, databaseCpuAfter) * 1000) / Math.max(1, result.requests.total)
        : null,
    serverCpuPercent: (serverCpuSeconds / result.duration) * 100,
    loadGeneratorCpuPercent: ((ownCpu.user + ownCpu.system) / 1e6 / result.duration) * 100,
    bytesPerResponse: result.throughput.total / Math.max(1, result.requests.total),
  }
}

/**
 * A light, steady mixed load (all cases in turn, `rate` requests per second over 2 connections)
 * for `seconds`, calling `onSample` every `sampleEverySeconds`.
 */
export async function runSoak(
  baseUrl: string,
  cases: BenchCase[],
  {
    seconds,
    rate,
    sampleEverySeconds,
    onSample,
  }: { seconds: number; rate: number; sampleEverySeconds: number; onSample: (elapsedSeconds: number) => void },
) {
  const started = performance.now()
  const timer = setInterval(() => onSample(Math.round((performance.now() - started) / 1000)), sampleEverySeconds * 1000)
  try {
    const result = await autocannon({
      url: baseUrl,
      connections: 2,
      overallRate: rate,
      duration: seconds,
      requests: cases.map((benchCase) => ({
        method: 'GET',
        path: benchCase.path,
        headers: benchCase.headers,
        ...(benchCase.rotateClientIp
          ? {
              setupRequest: (request: autocannon.Request) => ({
                ...request,
                headers: { ...request.headers, 'x-forwarded-for': nextClientIp() },
              }),
            }
          : {}),
      })),
      timeout: 10,
    })
    return { requests: result.requests.total, errors: result.non2xx + result.errors }
  } finally {
    clearInterval(timer)
    onSample(Math.round((performance.now() - started) / 1000))
  }
}
