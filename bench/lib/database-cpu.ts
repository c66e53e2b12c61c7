import { readdirSync, readFileSync } from 'node:fs'
import { readCpuSeconds } from './server'

/**
 * CPU seconds used so far by the PostgreSQL backends connected to `database` on this machine, per
 * process id: their titles read "postgres: [cluster: ]user database host(port) state". Empty when the
 * database runs elsewhere (or /proc is not readable): the report then leaves the column out.
 */
export function readDatabaseCpu(database: string): Map<number, number> {
  const title = new RegExp(`^postgres: (?:\\S+: )?\\S+ ${database.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} `)
  const usage = new Map<number, number>()
  let pids: string[]
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name))
  } catch {
    return usage
  }
  for (const pid of pids) {
    try {
      if (title.test(readFileSync(`/proc/${pid}/cmdline`, 'utf8'))) usage.set(Number(pid), readCpuSeconds(Number(pid)))
    } catch {
      // The process ended meanwhile.
    }
  }
  return usage
}

/** CPU seconds the backends used between two readings (a backend started in between counts from zero). */
export function databaseCpuSince(before: Map<number, number>, after: Map<number, number>) {
  let seconds = 0
  for (const [pid, cpu] of after) seconds += cpu - (before.get(pid) ?? 0)
  return seconds
}
