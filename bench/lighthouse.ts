/**
 * npm run lighthouse: Lighthouse's mobile preset (simulated slow 4G, the CPU slowed to a mid-range phone's) on every
 * page of the production build, signed in where the page needs it, against the budgets of decision 029.
 *
 *   npm run lighthouse                                        # every page, one run each
 *   npm run lighthouse -- --pages /login,/manager/users --runs 3
 *
 * Prints a table (the median run of each page), every budget miss with the failed accessibility and
 * best-practices audits behind it, writes the summary and each page's median Lighthouse report (JSON) to
 * test-results/lighthouse/, and exits 1 when a page misses a budget.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { loadAverage, machine } from './lib/report'
import { startAppUnderTest } from './lighthouse/app-under-test'
import { parseLighthouseArgs, usage } from './lighthouse/args'
import { budgetMisses, budgets, ciFailures, ciFloors, clearOfCiFloors, seconds } from './lighthouse/budgets'
import { waitForQuietMachine } from './lighthouse/quiet-machine'
import { allCategories, openMeasuringBrowser } from './lighthouse/run-lighthouse'
import { medianRunIndex, type RunSummary, summariseRun, withQualityOf } from './lighthouse/summary'
import { missesReport, type PageOutcome, resultsTable } from './lighthouse/table'

const print = (line = '') => process.stdout.write(`${line}\n`)

let options: ReturnType<typeof parseLighthouseArgs>
try {
  options = parseLighthouseArgs(process.argv.slice(2))
} catch (error) {
  process.stderr.write(`${(error as Error).message}\n\n${usage}\n`)
  process.exit(2)
}
if (!options) {
  print(usage)
  process.exit(0)
}

print(`Starting the production build on port ${options.port} (fresh seeded database) ...`)
const app = await startAppUnderTest(options)
process.once('SIGINT', () => {
  void app.stop().finally(() => process.exit(130))
})
const busyAtStart = await waitForQuietMachine((busy) =>
  print(`Waiting for the machine to quieten (its cores ${Math.round(busy * 100)} % busy, under 25 % wanted) ...`),
)
const startedAt = new Date()
const loadAtStart = loadAverage()

const outcomes: Array<PageOutcome & { url: string; runs: RunSummary[] }> = []
try {
  mkdirSync(options.out, { recursive: true })
  for (const page of options.pages) {
    const url = `${app.baseUrl}${page.path(app.ids)}`
    const runs: RunSummary[] = []
    const reports = []
    const browser = await openMeasuringBrowser(app.baseUrl, app.cookies[page.visitor])
    try {
      for (let run = 1; run <= options.runs; run += 1) {
        // CI needs more than one run only where the first comes near a floor (decision 082).
        if (options.ci && runs.length === 1 && clearOfCiFloors(runs[0]!)) break
        // Accessibility and best practices do not depend on the machine's speed: the first run measures them, the
        // others only the performance (Lighthouse's axe scan under a throttled CPU takes seconds).
        const first = runs[0]
        const lhr = await browser.measure(url, first ? ['performance'] : allCategories)
        const summary = first ? withQualityOf(summariseRun(lhr), first) : summariseRun(lhr)
        runs.push(summary)
        reports.push(lhr)
        const quality = first ? '' : `, accessibility ${summary.accessibility}, best practices ${summary.bestPractices}`
        print(
          `  ${page.route} (run ${run}/${options.runs}): performance ${summary.performance}${quality} (machine: benchmark index ${Math.round(summary.benchmarkIndex)}, CPU slowed ${summary.cpuSlowdown.toFixed(1)}x, load ${loadAverage()[0]})`,
        )
      }
    } finally {
      await browser.close()
    }
    const median = medianRunIndex(runs)
    writeFileSync(
      join(options.out, `${page.route.replace(/^\//, '').replaceAll(/[/$]/g, '-')}.json`),
      JSON.stringify(reports[median]),
    )
    outcomes.push({
      route: page.route,
      url,
      median: runs[median]!,
      performanceRuns: runs.map((run) => run.performance),
      runs,
    })
  }
} finally {
  await app.stop()
}

const missing = outcomes.filter((outcome) => budgetMisses(outcome.median).length > 0)
const failing = options.ci ? outcomes.filter((outcome) => ciFailures(outcome.median).length > 0) : missing
const loadAtEnd = loadAverage()
print()
print(
  `Lighthouse (mobile preset), ${startedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC: ${machine().cores} cores, median of ${options.ci ? `1 run per page, ${options.runs} where the first came near a floor` : `${options.runs} run(s) per page`}; cores ${Math.round(busyAtStart * 100)} % busy at start; load average ${loadAtStart[0]} at start, ${loadAtEnd[0]} at end`,
)
print()
print(resultsTable(outcomes))
print()
print(
  `Budgets: performance >= ${budgets.performance}, LCP <= ${budgets.lcpMs / 1000} s, CLS <= ${budgets.cls}, TBT <= ${budgets.tbtMs} ms, accessibility ${budgets.accessibility}, best practices ${budgets.bestPractices}`,
)
if (options.ci)
  print(
    `CI fails past: performance ${ciFloors.performance}, LCP ${seconds(ciFloors.lcpMs)}, TBT ${ciFloors.tbtMs} ms (the other budgets as they are)`,
  )
const misses = missesReport(outcomes)
if (misses) print(`\n${misses}`)
writeFileSync(
  join(options.out, 'summary.json'),
  `${JSON.stringify({ date: startedAt.toISOString(), machine: { ...machine(), busyAtStart, loadAverage: { start: loadAtStart, end: loadAtEnd } }, runsPerPage: options.runs, budgets, pages: outcomes }, null, 2)}\n`,
)
print(`\nReports written to ${options.out}/ (summary.json, and each page's median Lighthouse report)`)
if (failing.length > 0) {
  print(
    `\n${failing.length} of ${outcomes.length} pages miss a budget${options.ci ? ' CI fails on' : ''}: ${failing.map((outcome) => outcome.route).join(', ')}`,
  )
  process.exit(1)
}
print(
  missing.length === 0
    ? `\nEvery page meets its budgets.`
    : `\nEvery page is above CI's floors; ${missing.length} of ${outcomes.length} miss a budget (marked !).`,
)
