import { formatTable } from '../lib/table'
import { type BudgetMetric, budgetMisses, seconds } from './budgets'
import type { PageSummary } from './summary'

export interface PageOutcome {
  route: string
  /** The median run, with the accessibility and best practices of the run that measured them (summary.ts). */
  summary: PageSummary
  /** The performance score of every run, in the order they ran. */
  performanceRuns: number[]
}

const kilobytes = (bytes: number) => `${Math.round(bytes / 1024)} KB`

/** The results as a Markdown table, one row per page; a figure that misses its budget is marked with a `!`. */
export function resultsTable(outcomes: PageOutcome[]) {
  const header = ['Page', 'Performance', 'LCP', 'CLS', 'TBT', 'Transferred', 'Accessibility', 'Best practices', 'Met']
  const rows = outcomes.map(({ route, summary, performanceRuns }) => {
    const missed = new Set(budgetMisses(summary).map((miss) => miss.metric))
    const mark = (metric: BudgetMetric, text: string) => (missed.has(metric) ? `!${text}` : text)
    const performance =
      performanceRuns.length > 1
        ? `${summary.performance} (${performanceRuns.join(', ')})`
        : String(summary.performance)
    return [
      route,
      mark('performance', performance),
      mark('lcpMs', seconds(summary.lcpMs)),
      mark('cls', summary.cls.toFixed(3)),
      mark('tbtMs', `${Math.round(summary.tbtMs)} ms`),
      kilobytes(summary.bytes),
      mark('accessibility', String(summary.accessibility)),
      mark('bestPractices', String(summary.bestPractices)),
      missed.size === 0 ? 'yes' : 'NO',
    ]
  })
  return formatTable(header, rows)
}

/** Every budget miss and every failed accessibility or best-practices audit, page by page; empty when all pass. */
export function missesReport(outcomes: PageOutcome[]) {
  const lines: string[] = []
  for (const { route, summary } of outcomes) {
    const misses = budgetMisses(summary)
    if (misses.length === 0 && summary.failedAudits.length === 0) continue
    lines.push(`${route}: ${misses.length > 0 ? misses.map((miss) => miss.message).join(', ') : 'budgets met'}`)
    for (const audit of summary.failedAudits) {
      lines.push(`  [${audit.category}] ${audit.id}: ${audit.title}`)
      for (const item of audit.items) lines.push(`    - ${item}`)
    }
  }
  return lines.join('\n')
}
