import { startSmtpSink } from '../../e2e/fixtures/smtp-sink'
import { DEFAULT_BENCH_DATABASE_URL, ensureBenchDatabase, prepareDatabase } from './database'
import { type BenchCase, type CaseResult, runCase } from './load'
import { formatNumber } from './report'
import { prepareBuild, type RunningServer, startServer } from './server'
import { signInWithEmailCode } from './session'
import { formatTable, percentile } from './table'

export interface CompareOptions {
  /** Production builds (copies of .output): A first, B second. */
  builds: [string, string]
  rounds: number
  /** Seconds per case, build and round. */
  burst: number
  connections: number
  /** The SMTP sink takes this port, the servers the next two. */
  port: number
  onRound?: (round: number) => void
  /** Write a CPU profile of B's server (node --cpu-prof) to this folder when it stops. */
  profileDirOfB?: string
  /** `login`: the two /login cases only, nobody signed in (a build without the product's pages can be A). */
  pages?: 'all' | 'login'
}

export interface CaseComparison {
  name: string
  requestsPerSecond: [number, number]
  cpuMsPerRequest: [number, number]
  /** B's req/s over A's, per round: the median and the range. */
  throughputRatio: { median: number; min: number; max: number }
  /** B's server CPU per request over A's, per round. */
  cpuRatio: { median: number; min: number; max: number }
}

const median = (numbers: number[]) =>
  percentile(
    [...numbers].sort((a, b) => a - b),
    50,
  )
const summary = (ratios: number[]) => ({ median: median(ratios), min: Math.min(...ratios), max: Math.max(...ratios) })

/**
 * Both builds' servers run at once on the bench database; each round measures every case on A then B (B then A on
 * odd rounds) in short bursts, so that a machine whose speed drifts (other tenants, CPU steal) slows both alike, and
 * the ratio of B to A is taken per round. Measured on this 2-core machine kind: the median ratio of a build to
 * itself stays within 0.85-1.1 where the absolute figures of two runs minutes apart differ by up to 30%.
 */
export async function compareBuilds(options: CompareOptions): Promise<CaseComparison[]> {
  const databaseUrl = process.env.DATABASE_URL ?? DEFAULT_BENCH_DATABASE_URL
  await ensureBenchDatabase(databaseUrl, { create: !process.env.DATABASE_URL, fresh: false })
  await prepareDatabase(databaseUrl, { users: 10_000, repositories: 1_000 })
  const sink = await startSmtpSink(options.port)
  const servers: RunningServer[] = []
  try {
    for (const [index, output] of options.builds.entries()) {
      const port = options.port + 1 + index
      const build = prepareBuild(port, output)
      const profiled = index === 1 && options.profileDirOfB
      servers.push(
        await startServer({
          entry: build.entry,
          port,
          nodeArgs: profiled ? ['--cpu-prof', `--cpu-prof-dir=${options.profileDirOfB}`] : [],
          env: {
            DATABASE_URL: databaseUrl,
            BETTER_AUTH_SECRET: 'bench-secret-0123456789-0123456789-0123456789',
            BETTER_AUTH_URL: `http://127.0.0.1:${port}`,
            EMAIL_SERVER: sink.url,
            LOG_LEVEL: 'warn',
          },
        }),
      )
    }
    const loginCases: BenchCase[] = [
      { name: 'SSR /login (anonymous: page cache)', path: '/login' },
      // As browsers ask for it: compressed.
      { name: 'SSR /login (anonymous, br)', path: '/login', headers: { 'accept-encoding': 'br, gzip' } },
      // Any cookie but the language one bypasses the anonymous page cache: the render itself.
      { name: 'SSR /login (rendered)', path: '/login', headers: { cookie: 'bench=1' } },
    ]
    const cases = options.pages === 'login' ? loginCases : [...loginCases, ...(await signedInCases(servers[0]!, sink))]
    const measure = async (server: RunningServer, benchCase: BenchCase, duration: number) => {
      const result = await runCase(server.baseUrl, benchCase, {
        connections: options.connections,
        duration,
        serverPid: server.pid,
      })
      if (result.errors > 0) throw new Error(`${benchCase.name} on ${server.baseUrl}: ${result.errors} errors`)
      return result
    }
    // Warm-up: the first requests compile the code paths.
    for (const server of servers) for (const benchCase of cases) await measure(server, benchCase, 1)

    const results: Array<[CaseResult[], CaseResult[]]> = cases.map(() => [[], []])
    for (let round = 0; round < options.rounds; round += 1) {
      const order = round % 2 === 0 ? [0, 1] : [1, 0]
      for (const [caseIndex, benchCase] of cases.entries())
        for (const index of order)
          results[caseIndex]![index]!.push(await measure(servers[index]!, benchCase, options.burst))
      options.onRound?.(round + 1)
    }
    return results.map(([a, b], caseIndex) => ({
      name: cases[caseIndex]!.name,
      requestsPerSecond: [median(a.map((r) => r.requestsPerSecond)), median(b.map((r) => r.requestsPerSecond))],
      cpuMsPerRequest: [median(a.map((r) => r.serverCpuMsPerRequest)), median(b.map((r) => r.serverCpuMsPerRequest))],
      throughputRatio: summary(a.map((r, round) => b[round]!.requestsPerSecond / r.requestsPerSecond)),
      cpuRatio: summary(a.map((r, round) => b[round]!.serverCpuMsPerRequest / r.serverCpuMsPerRequest)),
    }))
  } finally {
    await Promise.all(servers.map((server) => server.stop()))
    await sink.close()
  }
}

/** Both servers share the database and the secret: a session from one is valid on the other. */
async function signedInCases(server: RunningServer, sink: Awaited<ReturnType<typeof startSmtpSink>>) {
  const cookie = await signInWithEmailCode(server.baseUrl, sink, 'admin@example.com')
  return [
    { name: 'SSR /manager/users (admin)', path: '/manager/users', headers: { cookie } },
    { name: 'SSR /app/repositories (admin)', path: '/app/repositories', headers: { cookie } },
  ]
}

export function comparisonTable(comparisons: CaseComparison[]) {
  const ratio = ({ median, min, max }: CaseComparison['cpuRatio']) =>
    `${median.toFixed(2)} (${min.toFixed(2)}–${max.toFixed(2)})`
  return formatTable(
    ['Case', 'A req/s', 'B req/s', 'B/A req/s (range)', 'A CPU/request', 'B CPU/request', 'B/A CPU (range)'],
    comparisons.map((comparison) => [
      comparison.name,
      formatNumber(comparison.requestsPerSecond[0]),
      formatNumber(comparison.requestsPerSecond[1]),
      ratio(comparison.throughputRatio),
      `${comparison.cpuMsPerRequest[0].toFixed(2)} ms`,
      `${comparison.cpuMsPerRequest[1].toFixed(2)} ms`,
      ratio(comparison.cpuRatio),
    ]),
  )
}

/** Each case whose median req/s fell, or whose CPU per request rose, by more than `allowed` (a share), in a sentence. */
export function regressions(comparisons: CaseComparison[], allowed: number) {
  return comparisons.flatMap((comparison) => [
    ...(comparison.throughputRatio.median < 1 - allowed
      ? [`${comparison.name}: req/s at ${comparison.throughputRatio.median.toFixed(2)} of the baseline's`]
      : []),
    ...(comparison.cpuRatio.median > 1 + allowed
      ? [`${comparison.name}: CPU per request at ${comparison.cpuRatio.median.toFixed(2)} times the baseline's`]
      : []),
  ])
}
