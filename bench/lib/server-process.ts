import { type ChildProcess, spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { join } from 'node:path'
import { createInterface } from 'node:readline'

/** A TCP port nothing listens on right now, chosen by the system. */
export function freePort() {
  return new Promise<number>((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('No port')),
      )
    })
  })
}

/**
 * The production server of `buildDir` (a copy of .output), with its log read line by line: counted,
 * error lines (level >= 50, or anything that is not JSON) kept for the report. A long run logs one
 * line per request, too much to keep.
 */
export function startServer(buildDir: string, port: number, env: Record<string, string>) {
  const child: ChildProcess = spawn(process.execPath, [join(buildDir, 'server/index.mjs')], {
    env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', PORT: String(port), NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const log = { lines: 0, errors: [] as string[], recent: [] as string[] }
  const onLine = (line: string) => {
    if (!line.trim()) return
    log.lines++
    log.recent.push(line)
    if (log.recent.length > 30) log.recent.shift()
    if (levelOf(line) >= 50 && log.errors.length < 1000) log.errors.push(line)
  }
  createInterface({ input: child.stdout! }).on('line', onLine)
  createInterface({ input: child.stderr! }).on('line', onLine)
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  )
  const url = `http://127.0.0.1:${port}`

  return {
    url,
    child,
    log,
    exited,
    /** Waits until GET `path` answers 200. */
    async waitForReady(path = '/api/ready', timeoutMs = 60_000) {
      const deadline = Date.now() + timeoutMs
      while (Date.now() < deadline) {
        if (child.exitCode !== null) throw new Error(`The server exited (${child.exitCode}):\n${log.recent.join('\n')}`)
        try {
          if ((await fetch(url + path, { signal: AbortSignal.timeout(2_000) })).status === 200) return
        } catch {
          // Not listening yet.
        }
        await new Promise((resolve) => setTimeout(resolve, 200))
      }
      throw new Error(`${path} did not answer 200 within ${timeoutMs} ms:\n${log.recent.join('\n')}`)
    },
    /** Resident memory of the server process in MB (Linux), or undefined. */
    rssMb() {
      try {
        const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1]
        return kb ? Math.round(Number(kb) / 1024) : undefined
      } catch {
        return undefined
      }
    },
    /** SIGTERM, then SIGKILL if it has not exited within `graceMs`. */
    async stop(graceMs = 10_000) {
      if (child.exitCode !== null || child.signalCode !== null) return exited
      child.kill('SIGTERM')
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs)
      const result = await exited
      clearTimeout(timer)
      return result
    },
  }
}

/** The pino level of a log line; srvx prints one plain line when it listens, anything else plain is a crash or a warning from Node. */
function levelOf(line: string) {
  try {
    return (JSON.parse(line) as { level?: number }).level ?? 0
  } catch {
    return line.includes('Listening on:') ? 30 : 50
  }
}
