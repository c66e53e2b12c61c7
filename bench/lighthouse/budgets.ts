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

export type Budgets = { readonly [metric in keyof typeof budgets]: number }
export type BudgetMetric = keyof Budgets

/**
 * What CI refuses: every budget but two. Total blocking time is 45-170 ms per page (median of 3 on a quiet
 * 2-core machine), swinging by 50 ms between runs of one build: CI fails above 300 ms, twice the target, and the
 * performance score, which weighs it, below 90. The table still marks every page over the budgets themselves.
 */
export const ciFloor: Budgets = {
  ...budgets,
  performance: 90,
  tbtMs: 300,
}

export interface BudgetMiss {
  metric: BudgetMetric
  message: string
}

export const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`

/** Every budget the run misses; empty when it meets them all. */
export function budgetMisses(run: Pick<RunSummary, BudgetMetric>, limits: Budgets = budgets): BudgetMiss[] {
  const checks: Array<[BudgetMetric, boolean, string]> = [
    ['performance', run.performance < limits.performance, `performance ${run.performance} < ${limits.performance}`],
    ['lcpMs', run.lcpMs > limits.lcpMs, `LCP ${seconds(run.lcpMs)} > ${seconds(limits.lcpMs)}`],
    ['cls', run.cls > limits.cls, `CLS ${run.cls.toFixed(3)} > ${limits.cls}`],
    ['tbtMs', run.tbtMs > limits.tbtMs, `TBT ${Math.round(run.tbtMs)} ms > ${limits.tbtMs} ms`],
    [
      'accessibility',
      run.accessibility < limits.accessibility,
      `accessibility ${run.accessibility} < ${limits.accessibility}`,
    ],
    [
      'bestPractices',
      run.bestPractices < limits.bestPractices,
      `best practices ${run.bestPractices} < ${limits.bestPractices}`,
    ],
  ]
  return checks.filter(([, missed]) => missed).map(([metric, , message]) => ({ metric, message }))
}
