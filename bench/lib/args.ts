import { parseArgs } from 'node:util'

export const usage = `Usage: npm run bench -- [options]

  --users <n>          generated users in the database (default 100000; 1000000 for the large run)
  --repositories <n>   generated repositories (default 10000)
  --connections <n>    autocannon connections per case (default 20)
  --duration <s>       seconds per case and round (default 10)
  --rounds <n>         times every case is measured, all cases in turn each time; the median round is reported (default 3)
  --soak <s>           light steady load for this long, RSS sampled every 10 s (default 0: no soak; 300 = 5 minutes)
  --soak-rate <n>      requests per second during the soak (default 100)
  --port <n>           port of the server under test; the SMTP sink takes the next one (default 3300)
  --cold-starts <n>    server starts timed for the cold-start figure (default 3, median reported)
  --fresh              drop and re-create the bench database first (only the default database, not a DATABASE_URL)
  --users-search       also run bench/users-search.ts (server-side search timings) on the seeded database
  --build <dir>        the production build to measure (default .output, built when missing; another must exist)
  --out <file>         where the JSON report goes (default bench/results.json)
  --only <texts>       run only the cases whose name contains one of these comma-separated texts (e.g. login,listUsers)
  --cpu-prof           start the measured server with node --cpu-prof and print its top self-time functions
  --idle-wait <s>      seconds without requests before an idle RSS reading (default 20: V8 returns memory after 8-15 s)
  --node-args=<flags>  flags for the server's node, e.g. --node-args=--max-semi-space-size=16 (space-separated)
  --compile-cache      start the server with NODE_COMPILE_CACHE (Node's bytecode cache) to compare cold starts
  --memory-detail      preload a memory probe in the server (--expose-gc): heap, external and RSS before/after a full GC
  --accept-encoding <v> send this Accept-Encoding with every request, e.g. "br, gzip" (default none, as autocannon:
                       answers measured uncompressed)

DATABASE_URL: the PostgreSQL database to use; unset: postgres://postgres@127.0.0.1:5432/threshold_bench
(created when missing). Needs a production build (.output/): built with npm run build when missing.`

export interface BenchOptions {
  users: number
  repositories: number
  connections: number
  duration: number
  rounds: number
  soak: number
  soakRate: number
  port: number
  coldStarts: number
  fresh: boolean
  usersSearch: boolean
  out: string
  build: string
  only: string | undefined
  cpuProf: boolean
  memoryDetail: boolean
  idleWait: number
  compileCache: boolean
  nodeArgs: string[]
  /** The Accept-Encoding every request sends; undefined: none (the server then compresses nothing). */
  acceptEncoding: string | undefined
}

function wholeNumber(name: string, value: string | undefined, min: number) {
  const number = Number(value)
  if (!Number.isInteger(number) || number < min)
    throw new Error(`--${name} must be a whole number >= ${min}, got ${value}`)
  return number
}

export function parseBenchArgs(argv = process.argv.slice(2)): BenchOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      users: { type: 'string', default: '100000' },
      repositories: { type: 'string', default: '10000' },
      connections: { type: 'string', default: '20' },
      duration: { type: 'string', default: '10' },
      rounds: { type: 'string', default: '3' },
      soak: { type: 'string', default: '0' },
      'soak-rate': { type: 'string', default: '100' },
      port: { type: 'string', default: '3300' },
      'cold-starts': { type: 'string', default: '3' },
      fresh: { type: 'boolean', default: false },
      'users-search': { type: 'boolean', default: false },
      out: { type: 'string', default: 'bench/results.json' },
      build: { type: 'string', default: '.output' },
      only: { type: 'string' },
      'cpu-prof': { type: 'boolean', default: false },
      'memory-detail': { type: 'boolean', default: false },
      'idle-wait': { type: 'string', default: '20' },
      'compile-cache': { type: 'boolean', default: false },
      'node-args': { type: 'string', default: '' },
      'accept-encoding': { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  })
  if (values.help) {
    process.stdout.write(`${usage}\n`)
    process.exit(0)
  }
  return {
    users: wholeNumber('users', values.users, 0),
    repositories: wholeNumber('repositories', values.repositories, 0),
    connections: wholeNumber('connections', values.connections, 1),
    duration: wholeNumber('duration', values.duration, 1),
    rounds: wholeNumber('rounds', values.rounds, 1),
    soak: wholeNumber('soak', values.soak, 0),
    soakRate: wholeNumber('soak-rate', values['soak-rate'], 1),
    port: wholeNumber('port', values.port, 1),
    coldStarts: wholeNumber('cold-starts', values['cold-starts'], 1),
    fresh: values.fresh,
    usersSearch: values['users-search'],
    out: values.out,
    build: values.build,
    only: values.only,
    cpuProf: values['cpu-prof'],
    memoryDetail: values['memory-detail'],
    idleWait: wholeNumber('idle-wait', values['idle-wait'], 1),
    compileCache: values['compile-cache'],
    nodeArgs: values['node-args'].split(' ').filter(Boolean),
    acceptEncoding: values['accept-encoding'] || undefined,
  }
}
