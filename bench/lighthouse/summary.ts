import type { Result } from 'lighthouse'

/** An audit that lost points in the accessibility or best-practices category, with what it found. */
export interface FailedAudit {
  category: 'accessibility' | 'best-practices'
  id: string
  title: string
  /** One line per item the audit reported (the element, the console message, the issue ...). */
  items: string[]
}

/** The figures of one Lighthouse run of a page. Scores are 0-100; times in milliseconds. */
export interface RunSummary {
  performance: number
  lcpMs: number
  cls: number
  tbtMs: number
  /** Bytes transferred over the network (total-byte-weight). */
  bytes: number
  accessibility: number
  bestPractices: number
  /** Why the accessibility or best-practices score is below 100. */
  failedAudits: FailedAudit[]
  /** Lighthouse's measure of the machine's speed during the run. */
  benchmarkIndex: number
  /** How much the simulated CPU slowed the tasks the page really ran: this machine down to a mid-range phone. */
  cpuSlowdown: number
}

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100)

const MAX_ITEMS = 10

/** A readable line for one item of an audit's table: the fields Lighthouse fills for these audits. */
export function describeItem(item: Record<string, unknown>): string {
  const text = (value: unknown): string | undefined => {
    if (typeof value === 'string' || typeof value === 'number') return String(value)
    if (value && typeof value === 'object') {
      const record = value as Record<string, unknown>
      // A DOM node: its selector and HTML; a source location: its URL and line.
      if (typeof record.snippet === 'string') return [record.selector, record.snippet].filter(Boolean).join(' ')
      if (typeof record.url === 'string')
        return record.line === undefined ? record.url : `${record.url}:${Number(record.line) + 1}`
      if (Array.isArray(record.items))
        return record.items.map((sub) => describeItem(sub as Record<string, unknown>)).join('; ')
    }
    return undefined
  }
  const parts = ['issueType', 'description', 'node', 'source', 'sourceLocation', 'url', 'subItems']
    .map((key) => text(item[key]))
    .filter((part): part is string => Boolean(part))
  return parts.length > 0 ? parts.join(' | ') : JSON.stringify(item)
}

function failedAudits(lhr: Result, category: FailedAudit['category']): FailedAudit[] {
  const failed: FailedAudit[] = []
  for (const ref of lhr.categories[category]?.auditRefs ?? []) {
    const audit = lhr.audits[ref.id]
    if (!audit || ref.weight === 0 || audit.score === null || audit.score >= 1) continue
    const details = audit.details as { items?: Array<Record<string, unknown>> } | undefined
    const items = (details?.items ?? []).map(describeItem)
    failed.push({
      category,
      id: audit.id,
      title: audit.title,
      items:
        items.length > MAX_ITEMS ? [...items.slice(0, MAX_ITEMS), `... and ${items.length - MAX_ITEMS} more`] : items,
    })
  }
  return failed
}

/** The figures of a Lighthouse result (LHR) that the budgets and the table use. */
export function summariseRun(lhr: Result): RunSummary {
  const numeric = (id: string) => {
    const value = lhr.audits[id]?.numericValue
    if (value === undefined)
      throw new Error(
        `Lighthouse measured no ${id} for ${lhr.finalDisplayedUrl}${lhr.runtimeError ? `: ${lhr.runtimeError.message}` : ''}`,
      )
    return value
  }
  return {
    performance: score(lhr.categories.performance?.score),
    lcpMs: numeric('largest-contentful-paint'),
    cls: numeric('cumulative-layout-shift'),
    tbtMs: numeric('total-blocking-time'),
    bytes: numeric('total-byte-weight'),
    accessibility: score(lhr.categories.accessibility?.score),
    bestPractices: score(lhr.categories['best-practices']?.score),
    failedAudits: [...failedAudits(lhr, 'accessibility'), ...failedAudits(lhr, 'best-practices')],
    benchmarkIndex: lhr.environment.benchmarkIndex,
    cpuSlowdown: lhr.configSettings.throttling.cpuSlowdownMultiplier ?? 1,
  }
}

/** A performance-only run's figures, with the accessibility and best-practices ones of the run that measured them. */
export function withQualityOf(run: RunSummary, measured: RunSummary): RunSummary {
  const { accessibility, bestPractices, failedAudits } = measured
  return { ...run, accessibility, bestPractices, failedAudits }
}

/**
 * The index of the run that stands for a page: the one with the median performance score (the lower of the
 * two middle ones for an even count), whole, so that its metrics all come from the same load of the page.
 */
export function medianRunIndex(runs: Array<Pick<RunSummary, 'performance'>>): number {
  if (runs.length === 0) throw new Error('A page needs at least one run')
  const order = runs
    .map((run, index) => ({ performance: run.performance, index }))
    .sort((a, b) => a.performance - b.performance)
  return order[Math.floor((order.length - 1) / 2)]!.index
}
