/** The test runners' JSON reports, read: passed and failed counts, and the time each test file took. */
import { relative } from 'node:path'

export interface VitestReport {
  success?: boolean
  numPassedTests?: number
  numFailedTests?: number
  numFailedTestSuites?: number
  testResults?: Array<{
    name: string
    startTime?: number
    endTime?: number
    message?: string
    assertionResults?: Array<{ fullName?: string; status?: string; failureMessages?: string[] }>
  }>
}

interface PlaywrightResult {
  duration: number
  status?: string
  errors?: Array<{ message?: string }>
}

interface PlaywrightSuite {
  file?: string
  suites?: PlaywrightSuite[]
  specs?: Array<{ file: string; line?: number; title?: string; tests: Array<{ results: PlaywrightResult[] }> }>
}

export interface PlaywrightReport {
  suites?: PlaywrightSuite[]
  errors?: Array<{ message?: string } | string>
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
  for (const spec of playwrightSpecs(report)) {
    const ms = spec.tests.flatMap((test) => test.results).reduce((sum, result) => sum + result.duration, 0)
    totals.set(spec.file, (totals.get(spec.file) ?? 0) + ms)
  }
  return [...totals].map(([file, ms]) => ({ label, file, ms }))
}

/** Every spec of a Playwright report, however deeply its describes nest. */
function playwrightSpecs(report: PlaywrightReport) {
  const specs: NonNullable<PlaywrightSuite['specs']> = []
  const visit = (suite: PlaywrightSuite) => {
    specs.push(...(suite.specs ?? []))
    suite.suites?.forEach(visit)
  }
  report.suites?.forEach(visit)
  return specs
}

export function slowest(times: FileTime[], count = 10): FileTime[] {
  return [...times].sort((a, b) => b.ms - a.ms).slice(0, count)
}

/** 552000 -> "9m12s", 4200 -> "4s". */
export function formatDuration(ms: number) {
  const seconds = Math.round(ms / 1000)
  return seconds < 60 ? `${seconds}s` : `${Math.floor(seconds / 60)}m${String(seconds % 60).padStart(2, '0')}s`
}

export interface Failure {
  test: string
  message: string
}

const failedStatuses = new Set(['failed', 'timedOut', 'interrupted'])

/** Every failed attempt of a Playwright test, and the errors raised outside tests (web server, global setup). */
export function playwrightFailures(report: PlaywrightReport): Failure[] {
  const failures: Failure[] = []
  for (const spec of playwrightSpecs(report)) {
    const attempts = spec.tests
      .flatMap((test) => test.results)
      .filter((result) => failedStatuses.has(result.status ?? ''))
    for (const attempt of attempts) {
      const message = (attempt.errors ?? []).map((error) => error.message ?? '').join('\n') || (attempt.status ?? '')
      failures.push({ test: `${spec.file}:${spec.line ?? 0} ${spec.title ?? ''}`, message })
    }
  }
  for (const error of report.errors ?? []) {
    failures.push({ test: '(outside a test)', message: typeof error === 'string' ? error : (error.message ?? '') })
  }
  return failures
}

/** Every failed Vitest test, and each file that failed to load. */
export function vitestFailures(report: VitestReport, root = process.cwd()): Failure[] {
  return (report.testResults ?? []).flatMap((file) => {
    const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed')
    if (failed.length === 0 && file.message) return [{ test: relative(root, file.name), message: file.message }]
    return failed.map((test) => ({
      test: `${relative(root, file.name)} > ${test.fullName ?? ''}`,
      message: (test.failureMessages ?? []).join('\n'),
    }))
  })
}

/** The first lines of a message, without terminal colours: enough to tell what failed without the whole log. */
export function firstLines(message: string, count = 8) {
  // eslint-disable-next-line no-control-regex
  const plain = message.replace(/\x1b\[[0-9;]*[A-Za-z]/g, '')
  return plain
    .split('\n')
    .filter((line) => line.trim() !== '')
    .slice(0, count)
}
