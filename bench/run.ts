/**
 * npm run bench: the production server on PostgreSQL under autocannon. See docs/benchmarks/README.md.
 *
 *   npm run bench                                   # 100,000 users, 10,000 repositories, 20 connections, 3 rounds of 10 s per case
 *   npm run bench -- --users 1000000 --soak 300     # the large run, with the 5-minute memory soak
 *   DATABASE_URL=postgres://... npm run bench       # another database (never dropped)
 *
 * Seeds the database, starts the production build (.output/, built when missing) with an SMTP sink,
 * signs the seeded admin in through the real e-mail code flow, then measures cold start, idle RSS and
 * each case; prints a table and writes bench/results.json. Server-side search timings on 1,000,000
 * users: bench/users-search.ts (docs/benchmarks/users-search.md).
 */
import { spawnSync } from 'node:child_process'
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { serverFunctionPath } from '../e2e/fixtures/server-functions'
import { startSmtpSink } from '../e2e/fixtures/smtp-sink'
import { parseBenchArgs } from './lib/args'
import { summariseCpuProfile } from './lib/cpu-profile'
import { DEFAULT_BENCH_DATABASE_URL, ensureBenchDatabase, prepareDatabase } from './lib/database'
import { type FloorServer, startFloor } from './lib/floor'
import { type BenchCase, type CaseResult, runCase, runSoak } from './lib/load'
import { casesTable, formatNumber, loadAverage, machine, ratiosTable, type Target, targetsTable } from './lib/report'
import { ratiosToFloor } from './lib/ratios'
import { medianRound } from './lib/rounds'
import {
  type MemorySnapshot,
  memoryProbeModule,
  prepareBuild,
  probeMemory,
  readMemory,
  type RunningServer,
  startServer,
} from './lib/server'
import { createApiKey, serverFnHeaders, serverFnQuery, signInWithEmailCode } from './lib/session'

const print = (line = '') => process.stdout.write(`${line}\n`)
const FLOOR_CASE = 'floor: node:http answering the rendered /login'
/**
 * RSS once the server has been left alone for `seconds`: V8 gives the memory of a busy period back only
 * when its memory reducer runs, some 8 to 15 s after the requests stop, so a reading taken sooner measures
 * garbage not yet returned, not what the server holds.
 */
async function settle(pid: number, seconds: number) {
  await sleep(1000)
  const firstMb = readMemory(pid).rssMb
  await sleep(Math.max(0, seconds - 1) * 1000)
  return { ...readMemory(pid), firstMb }
}
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)] ?? Number.NaN
const ms = (value: number) => `${formatNumber(value)} ms`
const mb = (value: number) => `${formatNumber(value)} MB`

const options = parseBenchArgs()
const databaseUrl = process.env.DATABASE_URL || DEFAULT_BENCH_DATABASE_URL
const ownDatabase = !process.env.DATABASE_URL
// The database's name, to find the PostgreSQL backends serving it when PostgreSQL runs here (database CPU per request).
const databaseName = decodeURIComponent(new URL(databaseUrl).pathname.slice(1))
if (options.fresh && !ownDatabase) print('--fresh is ignored with a DATABASE_URL: that database is never dropped')

const startedAt = new Date()
const loadAtStart = loadAverage()
print(`Machine: ${machine().cores} cores, ${machine().cpu}, load average ${loadAtStart.join(' ')}`)
print(`Database: ${databaseUrl.replace(/\/\/[^@/]*@/, '//***@')}`)

print(`Seeding ${formatNumber(options.users)} users and ${formatNumber(options.repositories)} repositories ...`)
await ensureBenchDatabase(databaseUrl, { create: ownDatabase, fresh: options.fresh && ownDatabase })
const seeded = await prepareDatabase(databaseUrl, options)
print(
  `  ${formatNumber(seeded.users)} users, ${formatNumber(seeded.repositories)} repositories in the database (PostgreSQL ${seeded.postgresVersion}), ${seeded.seedSeconds.toFixed(1)} s`,
)

const build = prepareBuild(options.port, options.build)
const sink = await startSmtpSink(options.port + 1)
const serverOptions = {
  entry: build.entry,
  port: options.port,
  // --node-args: flags for the server's node (e.g. --max-semi-space-size=16), to compare settings.
  nodeArgs: options.nodeArgs,
  env: {
    DATABASE_URL: databaseUrl,
    BETTER_AUTH_SECRET: 'bench-secret-0123456789-0123456789-0123456789',
    BETTER_AUTH_URL: `http://127.0.0.1:${options.port}`,
    EMAIL_SERVER: sink.url,
    // The get-session case sends a new client IP per request (better-auth rate-limits per IP).
    TRUSTED_PROXY_HEADER: 'x-forwarded-for',
    LOG_LEVEL: 'warn',
    // The benchmark measures a key's cost, not its limit.
    API_KEY_RATE_LIMIT: '1000000',
    // --compile-cache: Node's on-disk bytecode cache (filled by the first start), as a deployment could enable it.
    ...(options.compileCache ? { NODE_COMPILE_CACHE: join(build.runDir, 'node-compile-cache') } : {}),
  },
}

let server: RunningServer | undefined
let floor: FloorServer | undefined
const stopEverything = async () => {
  await server?.stop()
  await floor?.stop()
  await sink.close()
}
process.once('SIGINT', () => {
  void stopEverything().finally(() => process.exit(130))
})

try {
  // Cold start: spawn -> first 200 of /api/health, then of /login (which needs the database and auth).
  const coldStarts: Array<{ health: number; login: number }> = []
  for (let run = 1; run <= options.coldStarts; run += 1) {
    server = await startServer(serverOptions)
    coldStarts.push(server.coldStart)
    print(`Cold start ${run}: /api/health ${ms(server.coldStart.health)}, /login ${ms(server.coldStart.login)}`)
    await server.stop()
    server = undefined
  }
  // The measured server: a start of its own, so that --cpu-prof does not slow the cold starts down.
  const profileDir = join(build.runDir, 'cpu-profiles')
  const probeFile = join(build.runDir, 'memory-probe.json')
  const running = (server = await startServer({
    ...serverOptions,
    env: { ...serverOptions.env, ...(options.memoryDetail ? { BENCH_MEMORY_PROBE_FILE: probeFile } : {}) },
    nodeArgs: [
      ...serverOptions.nodeArgs,
      ...(options.cpuProf ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []),
      ...(options.memoryDetail ? ['--expose-gc', '--import', memoryProbeModule] : []),
    ],
  }))
  const memoryDetail: Record<string, Awaited<ReturnType<typeof probeMemory>>> = {}
  const detail = async (label: string) => {
    if (!options.memoryDetail) return
    const probed = (memoryDetail[label] = await probeMemory(running.pid, probeFile))
    const line = (snapshot: MemorySnapshot) =>
      `RSS ${mb(snapshot.rssMb)}, heap ${mb(snapshot.heapUsedMb)} used of ${mb(snapshot.heapTotalMb)}, external ${mb(snapshot.externalMb)} (array buffers ${mb(snapshot.arrayBuffersMb)})`
    print(`  memory ${label}: ${line(probed.before)}`)
    if (probed.afterGc) print(`  memory ${label}, after a full GC: ${line(probed.afterGc)}`)
  }
  const rssAtStart = readMemory(running.pid).rssMb
  await detail('at start')

  const cookie = await signInWithEmailCode(running.baseUrl, sink, 'admin@example.com')
  // Read from the build itself: a function's id is a hash that changes from one build to the next.
  const fns = {
    listUsers: serverFunctionPath('listUsers', join(build.runDir, 'output')),
    listRepositories: serverFunctionPath('listRepositories', join(build.runDir, 'output')),
    createMyApiKey: serverFunctionPath('createMyApiKey', join(build.runDir, 'output')),
  }
  const fnHeaders = serverFnHeaders(running.baseUrl, cookie)
  const apiKey = await createApiKey(running.baseUrl, cookie, fns.createMyApiKey, ['repository:read'])
  const allCases: BenchCase[] = [
    { name: 'SSR /login (anonymous)', path: '/login' },
    // Any cookie but the language one bypasses the anonymous page cache (decision 020): the render itself.
    { name: 'SSR /login (rendered, cache bypassed)', path: '/login', headers: { cookie: 'bench=1' } },
    { name: 'SSR /manager/users (admin)', path: '/manager/users', headers: { cookie } },
    {
      name: 'listUsers, first page',
      path: `${fns.listUsers}${await serverFnQuery({ searchTerm: '' })}`,
      headers: fnHeaders,
    },
    {
      name: 'listUsers, search "mar"',
      path: `${fns.listUsers}${await serverFnQuery({ searchTerm: 'mar' })}`,
      headers: fnHeaders,
    },
    {
      name: 'listRepositories, first page',
      path: `${fns.listRepositories}${await serverFnQuery({ searchTerm: '' })}`,
      headers: fnHeaders,
    },
    // The same function through the HTTP API: a key's check and count instead of the session's lookup.
    {
      name: 'listRepositories, first page, /api/v1 with an API key',
      path: '/api/v1/repositories',
      headers: { authorization: `Bearer ${apiKey}` },
    },
    {
      name: 'get-session (/api/auth)',
      path: '/api/auth/get-session',
      headers: { cookie, origin: running.baseUrl },
      rotateClientIp: true,
    },
    { name: 'GET /api/health (baseline)', path: '/api/health' },
  ]
  const only = options.only?.split(',').map((text) => text.trim().toLowerCase())
  const cases = allCases
    .filter((benchCase) => !only || only.some((text) => benchCase.name.toLowerCase().includes(text)))
    // --accept-encoding: the answers compressed as a browser gets them, compression's cost included.
    .map((benchCase) =>
      options.acceptEncoding
        ? { ...benchCase, headers: { ...benchCase.headers, 'accept-encoding': options.acceptEncoding } }
        : benchCase,
    )
  if (cases.length === 0) throw new Error(`No case matches --only ${options.only}`)

  // Each case must answer 200 with real content before it is measured.
  for (const benchCase of cases) {
    const response = await fetch(`${running.baseUrl}${benchCase.path}`, {
      headers: benchCase.headers,
      redirect: 'manual',
    })
    const body = await response.text()
    const looksRight =
      response.status === 200 &&
      (benchCase.path.startsWith('/_serverFn/') || benchCase.path.startsWith('/api/v1/')
        ? body.includes('items') && !body.includes('"error"')
        : true) &&
      (benchCase.path === '/api/auth/get-session' ? body.includes('admin@example.com') : true)
    if (!looksRight) throw new Error(`${benchCase.name} answered ${response.status}: ${body.slice(0, 300)}`)
  }

  // The floor answers the bytes of the rendered /login (bench/lib/floor.ts): every case is also told as a ratio to it.
  const loginPage = await fetch(`${running.baseUrl}/login`, { headers: { cookie: 'bench=1' } })
  const floorServer = (floor = await startFloor(
    options.port + 2,
    new Uint8Array(await loginPage.arrayBuffer()),
    loginPage.headers.get('content-type') ?? 'text/html',
  ))
  const floorCase: BenchCase = { name: FLOOR_CASE, path: '/login' }
  const measure = (benchCase: BenchCase, load: { duration?: number; amount?: number; connections: number }) =>
    benchCase === floorCase
      ? runCase(floorServer.baseUrl, benchCase, { ...load, serverPid: floorServer.pid })
      : runCase(running.baseUrl, benchCase, { ...load, serverPid: running.pid, database: databaseName })

  print('Warming up ...')
  for (const benchCase of [...cases, floorCase])
    await measure(benchCase, { connections: Math.min(options.connections, 10), amount: 300 })
  const idle = await settle(running.pid, options.idleWait)
  print(
    `Idle RSS after warm-up: ${mb(idle.rssMb)} after ${options.idleWait} s without requests (${mb(idle.firstMb)} 1 s after; at start ${mb(rssAtStart)})`,
  )
  await detail('idle after warm-up')

  // Every case in turn, `--rounds` times: a round of each case comes before any case's next one, so that a
  // slow period of the machine weighs on every case alike rather than on one.
  const rounds = new Map<string, Array<CaseResult & { loadAverage: number[] }>>(
    [...cases, floorCase].map((benchCase) => [benchCase.name, []]),
  )
  for (let round = 1; round <= options.rounds; round += 1) {
    for (const benchCase of [...cases, floorCase]) {
      const result = await measure(benchCase, { connections: options.connections, duration: options.duration })
      rounds.get(benchCase.name)!.push({ ...result, loadAverage: loadAverage() })
      const databaseCpu =
        result.databaseCpuMsPerRequest === null
          ? ''
          : `, database CPU ${result.databaseCpuMsPerRequest.toFixed(2)} ms/request`
      print(
        `  ${result.name} (round ${round}/${options.rounds}): ${formatNumber(result.requestsPerSecond)} req/s, p50 ${ms(result.latencyMs.p50)}, p99 ${ms(result.latencyMs.p99)}, errors ${result.errors}, server CPU ${result.serverCpuMsPerRequest.toFixed(2)} ms/request${databaseCpu} (load ${loadAverage()[0]})`,
      )
    }
  }
  const results = cases.map((benchCase) => medianRound(rounds.get(benchCase.name)!))
  const floorResult = medianRound(rounds.get(FLOOR_CASE)!)
  const ratios = ratiosToFloor(results, floorResult)
  await floorServer.stop()
  floor = undefined
  const underLoad = readMemory(running.pid)
  const afterRuns = await settle(running.pid, options.idleWait)
  await detail('after the runs')

  let soak:
    | {
        seconds: number
        rate: number
        samples: Array<{ seconds: number; rssMb: number }>
        baselineSeconds: number
        baselineMb: number
        finalMb: number
        maxMb: number
        growthPercent: number
        requests: number
        errors: number
      }
    | undefined
  if (options.soak > 0) {
    print(`Soak: ${options.soak} s at ${options.soakRate} req/s over every case, RSS every 10 s ...`)
    const samples: Array<{ seconds: number; rssMb: number }> = [{ seconds: 0, rssMb: readMemory(running.pid).rssMb }]
    const outcome = await runSoak(running.baseUrl, cases, {
      seconds: options.soak,
      rate: options.soakRate,
      sampleEverySeconds: 10,
      onSample: (seconds) => {
        const sample = { seconds, rssMb: readMemory(running.pid).rssMb }
        samples.push(sample)
        print(`  ${sample.seconds} s: ${mb(sample.rssMb)}`)
      },
    })
    // Growth is measured from the end of the soak's first fifth (at most 60 s): the heap first grows from idle
    // to its working size under load (V8 sizes its generations to the allocation rate); a leak is growth after that.
    const baselineSeconds = Math.min(60, Math.round(options.soak / 5))
    const baseline = samples.find((sample) => sample.seconds >= baselineSeconds) ?? samples[0]!
    const finalMb = samples.at(-1)!.rssMb
    soak = {
      seconds: options.soak,
      rate: options.soakRate,
      samples,
      baselineSeconds: baseline.seconds,
      baselineMb: baseline.rssMb,
      finalMb,
      maxMb: Math.max(...samples.map((sample) => sample.rssMb)),
      growthPercent: ((finalMb - baseline.rssMb) / baseline.rssMb) * 100,
      ...outcome,
    }
  }

  const exitCode = await running.stop()
  server = undefined

  const byName = (name: string) => results.find((result) => result.name === name)
  const notRun = (name: string): Target => ({ name, measured: 'not run (--only)', met: null })
  const login = byName('SSR /login (anonymous)')
  const coldStart = {
    health: median(coldStarts.map((run) => run.health)),
    login: median(coldStarts.map((run) => run.login)),
  }
  const targets: Target[] = [
    login
      ? {
          name: 'SSR /login >= 2,500 req/s',
          measured: `${formatNumber(login.requestsPerSecond)} req/s`,
          met: login.requestsPerSecond >= 2500 && login.errors === 0,
        }
      : notRun('SSR /login >= 2,500 req/s'),
    ...['listUsers, first page', 'listRepositories, first page'].map((name): Target => {
      const call = byName(name)
      const target = `${name} >= 1,500 req/s, p99 < 50 ms`
      if (!call) return notRun(target)
      return {
        name: target,
        measured: `${formatNumber(call.requestsPerSecond)} req/s, p99 ${ms(call.latencyMs.p99)}`,
        met: call.requestsPerSecond >= 1500 && call.latencyMs.p99 < 50 && call.errors === 0,
      }
    }),
    {
      name: 'users search on 1,000,000 users < 20 ms p95 (server time)',
      measured: 'npm run bench:users-search (docs/benchmarks/users-search.md)',
      met: null,
    },
    { name: 'idle RSS <= 200 MB (PostgreSQL)', measured: mb(idle.rssMb), met: idle.rssMb <= 200 },
    soak
      ? {
          name: 'RSS growth over the soak < 10%',
          measured: `${soak.growthPercent.toFixed(1)}% from ${soak.baselineSeconds} s to ${soak.seconds} s (${mb(soak.baselineMb)} -> ${mb(soak.finalMb)})`,
          met: soak.growthPercent < 10,
        }
      : { name: 'RSS growth over a 5-minute soak < 10%', measured: 'not run (--soak 300)', met: null },
    {
      name: 'cold start to first 200 <= 1 s',
      measured: `/api/health ${ms(coldStart.health)}, /login ${ms(coldStart.login)}`,
      met: coldStart.login <= 1000,
    },
  ]
  const loadAtEnd = loadAverage()

  print()
  print(
    `Threshold benchmark, ${startedAt.toISOString().slice(0, 10)}: ${machine().cores} cores (${machine().cpu}), Node ${process.version}, PostgreSQL ${seeded.postgresVersion}`,
  )
  print(
    `${formatNumber(seeded.users)} users, ${formatNumber(seeded.repositories)} repositories; ${options.connections} connections, ${options.duration} s per case and round, median of ${options.rounds} rounds; ${options.acceptEncoding ? `Accept-Encoding: ${options.acceptEncoding}` : 'no Accept-Encoding (answers uncompressed)'}; load average ${loadAtStart[0]} at start, ${loadAtEnd[0]} at end`,
  )
  print()
  print(casesTable([...results, floorResult]))
  print()
  print(ratiosTable(ratios))
  print()
  print(
    `Server RSS: ${mb(rssAtStart)} at start, ${mb(idle.rssMb)} idle after warm-up, ${mb(underLoad.rssMb)} at the end of the runs (peak ${mb(underLoad.peakMb)}), ${mb(afterRuns.rssMb)} idle after the runs (idle = ${options.idleWait} s without requests)`,
  )
  print(
    `Cold start (median of ${coldStarts.length}): first 200 of /api/health ${ms(coldStart.health)}, of /login ${ms(coldStart.login)}`,
  )
  if (soak) {
    print(
      `Soak (${soak.seconds} s at ${soak.rate} req/s): RSS ${mb(soak.samples[0]!.rssMb)} idle before, ${mb(soak.baselineMb)} at ${soak.baselineSeconds} s, ${mb(soak.finalMb)} at the end (${soak.growthPercent.toFixed(1)}%), max ${mb(soak.maxMb)}; ${formatNumber(soak.requests)} requests, ${soak.errors} errors`,
    )
  }
  print('Server-side users search on 1,000,000 users: npm run bench:users-search (docs/benchmarks/users-search.md)')
  print()
  print(targetsTable(targets))
  if (exitCode !== 0) print(`Note: the server exited with code ${exitCode} on SIGTERM`)

  let cpuProfile: ReturnType<typeof summariseCpuProfile> | undefined
  if (options.cpuProf) {
    const file = readdirSync(profileDir).find((name) => name.endsWith('.cpuprofile'))
    if (!file) throw new Error(`No CPU profile was written to ${profileDir}`)
    cpuProfile = summariseCpuProfile(join(profileDir, file))
    print(
      `\nCPU profile of the server (${cpuProfile.seconds.toFixed(0)} s, ${cpuProfile.idleShare} idle; shares of the busy time): ${join(profileDir, file)}`,
    )
    print('\nSelf time by function:')
    for (const entry of cpuProfile.selfByFunction) print(`  ${entry.share.padStart(6)}  ${entry.name}`)
    print('\nSelf time by package / server chunk:')
    for (const entry of cpuProfile.selfByOrigin) print(`  ${entry.share.padStart(6)}  ${entry.name}`)
    print('\nTotal time (with callees) by package / server chunk:')
    for (const entry of cpuProfile.inclusiveByOrigin) print(`  ${entry.share.padStart(6)}  ${entry.name}`)
  }

  const report = {
    date: startedAt.toISOString(),
    machine: { ...machine(), loadAverage: { start: loadAtStart, end: loadAtEnd } },
    postgres: seeded.postgresVersion,
    options,
    data: { users: seeded.users, repositories: seeded.repositories, seedSeconds: seeded.seedSeconds },
    coldStartMs: { median: coldStart, runs: coldStarts },
    memoryMb: {
      atStart: rssAtStart,
      idleAfterWarmUp: idle.rssMb,
      endOfRuns: underLoad.rssMb,
      peak: underLoad.peakMb,
      idleAfterRuns: afterRuns.rssMb,
      idleWaitSeconds: options.idleWait,
    },
    cases: results,
    floor: floorResult,
    ratios,
    // Every round of every case, in the order they ran (the table shows the median one).
    rounds: Object.fromEntries(rounds),
    soak,
    targets,
    serverExitCode: exitCode,
    cpuProfile,
    memoryDetail: options.memoryDetail ? memoryDetail : undefined,
  }
  mkdirSync(dirname(options.out), { recursive: true })
  writeFileSync(options.out, `${JSON.stringify(report, null, 2)}\n`)
  print(`\nWritten to ${options.out}`)

  if (options.usersSearch) {
    print('\nServer-side users search (bench/users-search.ts):')
    spawnSync('npx', ['tsx', 'bench/users-search.ts', '--runs', '30'], {
      stdio: 'inherit',
      env: { ...process.env, DATABASE_URL: databaseUrl },
    })
  }
} finally {
  await stopEverything()
}
