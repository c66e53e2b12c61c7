/**
 * What .ci/run reads from the test runners' JSON reports: each runner's passed and failed counts, and the test
 * files or specs that took longest, so that a run shows where its time went.
 *
 *   tsx scripts/ci-report.ts counts vitest|playwright REPORT   # prints "PASSED FAILED"
 *   tsx scripts/ci-report.ts slowest LABEL=REPORT...           # the ten slowest files of all the reports
 *   tsx scripts/ci-report.ts failures LABEL=REPORT...          # each failed test and the first lines of its error
 */
import { existsSync, readFileSync } from 'node:fs'
import {
  type Failure,
  type FileTime,
  type PlaywrightReport,
  type VitestReport,
  firstLines,
  formatDuration,
  playwrightCounts,
  playwrightFailures,
  playwrightFileTimes,
  slowest,
  vitestCounts,
  vitestFailures,
  vitestFileTimes,
} from './ci-report/reports'

const say = (line: string) => process.stdout.write(`${line}\n`)

function readReport<Report>(file: string): Report | undefined {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Report) : undefined
}

/** A report is Playwright's when it has its `stats`, else Vitest's. */
function fileTimes(label: string, file: string): FileTime[] {
  const report = readReport<VitestReport & PlaywrightReport>(file)
  if (!report) return []
  return report.stats ? playwrightFileTimes(label, report) : vitestFileTimes(label, report)
}

function failures(file: string): Failure[] {
  const report = readReport<VitestReport & PlaywrightReport>(file)
  if (!report) return []
  return report.stats ? playwrightFailures(report) : vitestFailures(report)
}

function main([command, ...args]: string[]) {
  if (command === 'counts') {
    const [runner, file] = args
    const counts =
      runner === 'playwright'
        ? playwrightCounts(readReport<PlaywrightReport>(file!))
        : vitestCounts(readReport<VitestReport>(file!))
    say(`${counts.passed} ${counts.failed}`)
    return 0
  }
  if (command === 'slowest') {
    const times = args.flatMap((argument) => {
      const [label, file] = argument.split('=') as [string, string]
      return fileTimes(label, file)
    })
    const rows = slowest(times)
    const width = Math.max(...rows.map((row) => row.label.length + row.file.length + 2))
    for (const row of rows) say(`${`${row.label}  ${row.file}`.padEnd(width)}  ${formatDuration(row.ms)}`)
    return 0
  }
  if (command === 'failures') {
    const labelled = args.flatMap((argument) => {
      const [label, file] = argument.split('=') as [string, string]
      return failures(file).map((failure) => ({ label, ...failure }))
    })
    if (labelled.length === 0) say('none')
    for (const failure of labelled) {
      say(`${failure.label}  ${failure.test}`)
      for (const line of firstLines(failure.message)) say(`    ${line}`)
    }
    return 0
  }
  console.error(
    'usage: tsx scripts/ci-report.ts counts vitest|playwright REPORT | slowest LABEL=REPORT... | failures LABEL=REPORT...',
  )
  return 2
}

process.exitCode = main(process.argv.slice(2))
