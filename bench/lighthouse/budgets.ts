import type { RunSummary } from './summary'

/** What every page must reach with Lighthouse's mobile preset (docs/decisions/029-lighthouse-budgets.md). */
export const budgets = {
  performance: 95,
  lcpMs: 2500,
  cls: 0.05,
  tbtMs: 150,
  accessibility: 100,
  bestPractices: 100,
} as const

export type BudgetMetric = keyof typeof budgets

export interface BudgetMiss {
  metric: BudgetMetric
  message: string
}

export const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`

/** Every budget the run misses; empty when it meets them all. */
export function budgetMisses(run: Pick<RunSummary, BudgetMetric>): BudgetMiss[] {
  const checks: Array<[BudgetMetric, boolean, string]> = [
    ['performance', run.performance < budgets.performance, `performance ${run.performance} < ${budgets.performance}`],
    ['lcpMs', run.lcpMs > budgets.lcpMs, `LCP ${seconds(run.lcpMs)} > ${seconds(budgets.lcpMs)}`],
    ['cls', run.cls > budgets.cls, `CLS ${run.cls.toFixed(3)} > ${budgets.cls}`],
    ['tbtMs', run.tbtMs > budgets.tbtMs, `TBT ${Math.round(run.tbtMs)} ms > ${budgets.tbtMs} ms`],
    [
      'accessibility',
      run.accessibility < budgets.accessibility,
      `accessibility ${run.accessibility} < ${budgets.accessibility}`,
    ],
    [
      'bestPractices',
      run.bestPractices < budgets.bestPractices,
      `best practices ${run.bestPractices} < ${budgets.bestPractices}`,
    ],
  ]
  return checks.filter(([, missed]) => missed).map(([metric, , message]) => ({ metric, message }))
}

/**
 * The floors CI holds the CPU-bound budgets to (decision 056): the performance score, the total blocking time and the
 * largest contentful paint (Lighthouse simulates the page's main-thread tasks into it) follow the machine's Chromium as
 * much as the code, so CI fails past these, where the page's own work has grown, and on every other budget as it is.
 */
export const ciFloors = { performance: 70, lcpMs: 4000, tbtMs: 1200 } as const

/** What fails CI: every budget miss but the CPU-bound ones, and those past their floor. */
export function ciFailures(run: Pick<RunSummary, BudgetMetric>): BudgetMiss[] {
  const floorMisses: BudgetMiss[] = []
  if (run.performance < ciFloors.performance)
    floorMisses.push({ metric: 'performance', message: `performance ${run.performance} < ${ciFloors.performance}` })
  if (run.lcpMs > ciFloors.lcpMs)
    floorMisses.push({ metric: 'lcpMs', message: `LCP ${seconds(run.lcpMs)} > ${seconds(ciFloors.lcpMs)}` })
  if (run.tbtMs > ciFloors.tbtMs)
    floorMisses.push({ metric: 'tbtMs', message: `TBT ${Math.round(run.tbtMs)} ms > ${ciFloors.tbtMs} ms` })
  const cpuBound = new Set<BudgetMetric>(Object.keys(ciFloors) as BudgetMetric[])
  return [...budgetMisses(run).filter((miss) => !cpuBound.has(miss.metric)), ...floorMisses]
}

/**
 * Whether a CI run is so far from every floor that more runs could not move the page's median past one: its performance
 * 10 points above the floor, its LCP and blocking time under three quarters of theirs. CI measures a page once when
 * its first run is clear (decision 082), three times otherwise.
 */
export function clearOfCiFloors(run: Pick<RunSummary, 'performance' | 'lcpMs' | 'tbtMs'>) {
  return (
    run.performance >= ciFloors.performance + 10 &&
    run.lcpMs <= ciFloors.lcpMs * 0.75 &&
    run.tbtMs <= ciFloors.tbtMs * 0.75
  )
}
