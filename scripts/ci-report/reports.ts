/** The test runners' JSON reports, read: passed and failed counts, and the time each test file took. */
import { relative } from 'node:path'

export interface VitestReport {
  success?: boolean
  numPassedTests?: number
  numFailedTests?: number
  numFailedTestSuites?: number
  testResults?: Array<{ name: string; startTime?: number; endTime?: number }>
}

interface PlaywrightSuite {
  file?: string
  suites?: PlaywrightSuite[]
  specs?: Array<{ file: string; tests: Array<{ results: Array<{ duration: number }> }> }>
}

export interface PlaywrightReport {
  suites?: PlaywrightSuite[]
  errors?: unknown[]
  stats?: { expected?: number; unexpected?: number; flaky?: number }
}

export interface Counts {
  passed: number
  failed: number
}

export function vitestCounts(report: VitestReport | undefined): Counts {
  // A runner that left no report crashed before reporting: one failure.
  if (!report) return { passed: 0, failed: 1 }
  let failed = report.numFailedTests ?? 0
  // A test file that failed to load fails the run without failing a test.
  if (!report.success && failed === 0) failed = Math.max(report.numFailedTestSuites ?? 0, 1)
  return { passed: report.numPassedTests ?? 0, failed }
}

export function playwrightCounts(report: PlaywrightReport | undefined): Counts {
  if (!report) return { passed: 0, failed: 1 }
  const { stats = {}, errors = [] } = report
  let failed = (stats.unexpected ?? 0) + (stats.flaky ?? 0)
  // Errors outside tests (web server, global setup) fail the run without failing a test.
  if (errors.length > 0 && failed === 0) failed = errors.length
  return { passed: stats.expected ?? 0, failed }
}

export interface FileTime {
  label: string
  file: string
  ms: number
}

/** Each Vitest file's wall time. */
export function vitestFileTimes(label: string, report: VitestReport, root = process.cwd()): FileTime[] {
  return (report.testResults ?? []).map((result) => ({
    label,
    file: relative(root, result.name),
    ms: Math.max(0, (result.endTime ?? 0) - (result.startTime ?? 0)),
  }))
}

/** Each Playwright spec file's time: the sum of its tests' attempts (a worker's time, whatever ran beside it). */
export function playwrightFileTimes(label: string, report: PlaywrightReport): FileTime[] {
  const totals = new Map<string, number>()
  const visit = (suite: PlaywrightSuite) => {
    for (const spec of suite.specs ?? []) {
      const ms = spec.tests.flatMap((test) => test.results).reduce((sum, result) => sum + result.duration, 0)
      totals.set(spec.file, (totals.get(spec.file) ?? 0) + ms)
    }
    suite.suites?.forEach(visit)
  }
  report.suites?.forEach(visit)
  return [...totals].map(([file, ms]) => ({ label, file, ms }))
}

export function slowest(times: FileTime[], count = 10): FileTime[] {
  return [...times].sort((a, b) => b.ms - a.ms).slice(0, count)
}

/** 552000 -> "9m12s", 4200 -> "4s". */
export function formatDuration(ms: number) {
  const seconds = Math.round(ms / 1000)
  return seconds < 60 ? `${seconds}s` : `${Math.floor(seconds / 60)}m${String(seconds % 60).padStart(2, '0')}s`
}
