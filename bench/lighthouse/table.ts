import { formatTable } from '../lib/table'
import { type BudgetMetric, budgetMisses, seconds } from './budgets'
import type { RunSummary } from './summary'

export interface PageOutcome {
  route: string
  /** The median run (summary.ts). */
  median: RunSummary
  /** The performance score of every run, in the order they ran. */
  performanceRuns: number[]
}

const kilobytes = (bytes: number) => `${Math.round(bytes / 1024)} KB`

/** The results as a Markdown table, one row per page; a figure that misses its budget is marked with a `!`. */
export function resultsTable(outcomes: PageOutcome[]) {
  const header = ['Page', 'Performance', 'LCP', 'CLS', 'TBT', 'Transferred', 'Accessibility', 'Best practices', 'Met']
  const rows = outcomes.map(({ route, median, performanceRuns }) => {
    const missed = new Set(budgetMisses(median).map((miss) => miss.metric))
    const mark = (metric: BudgetMetric, text: string) => (missed.has(metric) ? `!${text}` : text)
    const performance =
      performanceRuns.length > 1 ? `${median.performance} (${performanceRuns.join(', ')})` : String(median.performance)
    return [
      route,
      mark('performance', performance),
      mark('lcpMs', seconds(median.lcpMs)),
      mark('cls', median.cls.toFixed(3)),
      mark('tbtMs', `${Math.round(median.tbtMs)} ms`),
      kilobytes(median.bytes),
      mark('accessibility', String(median.accessibility)),
      mark('bestPractices', String(median.bestPractices)),
      missed.size === 0 ? 'yes' : 'NO',
    ]
  })
  return formatTable(header, rows)
}

/** Every budget miss and every failed accessibility or best-practices audit, page by page; empty when all pass. */
export function missesReport(outcomes: PageOutcome[]) {
  const lines: string[] = []
  for (const { route, median } of outcomes) {
    const misses = budgetMisses(median)
    if (misses.length === 0 && median.failedAudits.length === 0) continue
    lines.push(`${route}: ${misses.length > 0 ? misses.map((miss) => miss.message).join(', ') : 'budgets met'}`)
    for (const audit of median.failedAudits) {
      lines.push(`  [${audit.category}] ${audit.id}: ${audit.title}`)
      for (const item of audit.items) lines.push(`    - ${item}`)
    }
  }
  return lines.join('\n')
}
