import { cpus, loadavg, totalmem } from 'node:os'
import type { FloorRatio } from './ratios'
import type { MeasuredCase } from './rounds'

export function machine() {
  const cores = cpus()
  return {
    cores: cores.length,
    cpu: cores[0]?.model.trim() ?? 'unknown',
    memoryGb: Math.round(totalmem() / 1024 ** 3),
    node: process.version,
    platform: `${process.platform} ${process.arch}`,
  }
}

/** The 1-, 5- and 15-minute load averages, rounded. */
export function loadAverage() {
  return loadavg().map((value) => Math.round(value * 100) / 100)
}

const number = (value: number, digits = 0) =>
  value.toLocaleString('en', { minimumFractionDigits: digits, maximumFractionDigits: digits })

/** A Markdown table of the cases, each told by its median round: pasteable into docs/benchmarks/README.md. */
export function casesTable(results: MeasuredCase[]) {
  // PostgreSQL's CPU per request, when it runs on this machine.
  const withDatabase = results.some((result) => result.databaseCpuMsPerRequest !== null)
  const lines = [
    `| Case | req/s | p50 | p90 | p99 | errors | server CPU per request |${withDatabase ? ' database CPU per request |' : ''} server CPU | autocannon CPU | bytes per answer | req/s of each round |`,
    `| --- | ---: | ---: | ---: | ---: | ---: | ---: |${withDatabase ? ' ---: |' : ''} ---: | ---: | ---: | ---: |`,
  ]
  for (const result of results) {
    const { latencyMs: latency } = result
    const database = result.databaseCpuMsPerRequest === null ? '–' : `${number(result.databaseCpuMsPerRequest, 2)} ms`
    lines.push(
      `| ${result.name} | ${number(result.requestsPerSecond)} | ${number(latency.p50)} ms | ${number(latency.p90)} ms | ${number(latency.p99)} ms | ${number(result.errors)} | ${number(result.serverCpuMsPerRequest, 2)} ms |${withDatabase ? ` ${database} |` : ''} ${number(result.serverCpuPercent)}% | ${number(result.loadGeneratorCpuPercent)}% | ${number(result.bytesPerResponse)} | ${result.roundsRequestsPerSecond.map((value) => number(value)).join(', ')} |`,
    )
  }
  return lines.join('\n')
}

export interface Target {
  name: string
  /** What was measured, in words. */
  measured: string
  met: boolean | null
}

export function targetsTable(targets: Target[]) {
  const lines = ['| Target | Measured | Met |', '| --- | --- | :---: |']
  for (const target of targets)
    lines.push(`| ${target.name} | ${target.measured} | ${target.met === null ? 'n/a' : target.met ? 'yes' : 'NO'} |`)
  return lines.join('\n')
}

export { number as formatNumber }

/** A Markdown table of each case against the floor of the run (bench/lib/floor.ts). */
export function ratiosTable(ratios: FloorRatio[]) {
  const lines = ["| Case | req/s, share of the floor's | CPU per request, times the floor's |", '| --- | ---: | ---: |']
  for (const ratio of ratios) lines.push(`| ${ratio.name} | ${ratio.throughput} | ${ratio.cpu} |`)
  return lines.join('\n')
}
