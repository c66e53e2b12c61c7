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
 * What CI refuses while the signed-in pages still miss the LCP target: no page may fall back to where they
 * were before compression (performance 77-84, LCP 4.3-6.7 s). Their simulated LCP is 2.2-3.4 s on a quiet
 * 2-core machine and swings by up to a second between runs of one build: it counts every request started
 * before the largest paint, and that paint falls in the first frame or the next. Accessibility, best
 * practices and layout shift already meet their targets and keep them.
 */
export const ciFloor: Budgets = {
  performance: 85,
  lcpMs: 4000,
  cls: budgets.cls,
  tbtMs: 300,
  accessibility: budgets.accessibility,
  bestPractices: budgets.bestPractices,
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
    ['accessibility', run.accessibility < limits.accessibility, `accessibility ${run.accessibility} < ${limits.accessibility}`],
    ['bestPractices', run.bestPractices < limits.bestPractices, `best practices ${run.bestPractices} < ${limits.bestPractices}`],
  ]
  return checks.filter(([, missed]) => missed).map(([metric, , message]) => ({ metric, message }))
}
