import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'

/**
 * Makes sure a production build exists (runs `npm run build` when .output/ is missing; another folder
 * given with --build must exist) and copies it
 * to a folder of its own, so that a rebuild of .output/ during the run cannot change the server
 * under test (the e2e suite does the same).
 */
export function prepareBuild(port: number, output = '.output') {
  if (!existsSync(join(output, 'server/index.mjs'))) {
    if (output !== '.output')
      throw new Error(`No production build in ${output} (${output}/server/index.mjs is missing)`)
    process.stdout.write('No production build in .output/: running npm run build\n')
    const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' })
    if (build.status !== 0)
      throw new Error('npm run build failed: the benchmark needs a production build (.output/server/index.mjs)')
  }
  const runDir = join(tmpdir(), `threshold-bench-${port}`)
  rmSync(runDir, { recursive: true, force: true })
  mkdirSync(runDir, { recursive: true })
  cpSync(output, join(runDir, 'output'), { recursive: true })
  return { runDir, entry: join(runDir, 'output', 'server', 'index.mjs') }
}

export interface ServerOptions {
  entry: string
  port: number
  env: Record<string, string>
  /** Extra node flags, e.g. --cpu-prof. */
  nodeArgs?: string[]
}

export interface RunningServer {
  process: ChildProcess
  pid: number
  baseUrl: string
  /** Milliseconds from spawn to the first 200 of /api/health and of /login. */
  coldStart: { health: number; login: number }
  /** What the server wrote to stderr/stdout (last lines), for error messages. */
  output: () => string
  stop: () => Promise<number | null>
}

/** Resident memory of a process in MB (VmRSS, or VmHWM: the peak), read from /proc. */
export function readMemory(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  const field = (name: string) =>
    Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN) / 1024
  return { rssMb: field('VmRSS'), peakMb: field('VmHWM') }
}

/**
 * CPU seconds the process has used so far (user + system, all its threads), from /proc/<pid>/stat.
 * Divided by the requests served, it gives a cost per request that does not depend on how busy the
 * machine is (unlike req/s on a shared machine).
 */
export function readCpuSeconds(pid: number) {
  // Fields after the command name (which may hold spaces, hence the last ')'): utime is the 12th, stime the 13th.
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  const ticksPerSecond = 100 // USER_HZ: 100 on Linux
  return (Number(fields[11]) + Number(fields[12])) / ticksPerSecond
}

export const memoryProbeModule = resolve('bench/lib/memory-probe.ts')

export interface MemorySnapshot {
  rssMb: number
  heapTotalMb: number
  heapUsedMb: number
  externalMb: number
  arrayBuffersMb: number
  heapSpacesMb: Record<string, number>
}

/** Asks the server's memory probe (bench/lib/memory-probe.ts) for its memory before and after a full GC. */
export async function probeMemory(
  pid: number,
  file: string,
): Promise<{ before: MemorySnapshot; afterGc?: MemorySnapshot }> {
  rmSync(file, { force: true })
  process.kill(pid, 'SIGUSR2')
  for (let waited = 0; waited < 10_000; waited += 50) {
    await sleep(50)
    if (existsSync(file)) {
      try {
        return JSON.parse(readFileSync(file, 'utf8')) as { before: MemorySnapshot; afterGc?: MemorySnapshot }
      } catch {
        // Still being written.
      }
    }
  }
  throw new Error('The memory probe did not answer: was the server started with --memory-detail?')
}

async function firstOk(url: string, started: number, deadline: number, exited: () => boolean) {
  for (;;) {
    if (exited()) throw new Error(`The server exited before ${url} answered`)
    if (performance.now() > deadline) throw new Error(`${url} did not answer 200 within the start timeout`)
    try {
      const response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(2000) })
      await response.arrayBuffer()
      if (response.status === 200) return performance.now() - started
    } catch {
      // Not listening yet.
    }
    await sleep(5)
  }
}

/** Spawns `node <entry>` and waits for /api/health, then /login, to answer 200. */
export async function startServer(
  { entry, port, env, nodeArgs = [] }: ServerOptions,
  timeoutMs = 60_000,
): Promise<RunningServer> {
  const baseUrl = `http://127.0.0.1:${port}`
  const lines: string[] = []
  const started = performance.now()
  const child = spawn(process.execPath, [...nodeArgs, entry], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString().split('\n').filter(Boolean))
    if (lines.length > 200) lines.splice(0, lines.length - 200)
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  let exitCode: number | null | undefined
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve((exitCode = code))))
  const output = () => lines.slice(-30).join('\n')
  const stop = async () => {
    if (exitCode === undefined) child.kill('SIGTERM')
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000)
    const code = await exited
    clearTimeout(timer)
    return code
  }
  try {
    const deadline = started + timeoutMs
    const health = await firstOk(`${baseUrl}/api/health`, started, deadline, () => exitCode !== undefined)
    const login = await firstOk(`${baseUrl}/login`, started, deadline, () => exitCode !== undefined)
    return { process: child, pid: child.pid!, baseUrl, coldStart: { health, login }, output, stop }
  } catch (error) {
    await stop()
    throw new Error(`${(error as Error).message}. Server output:\n${output()}`, { cause: error })
  }
}
