import { describe, expect, it } from 'vitest'
import { budgetMisses } from './budgets'
import { type RunSummary, summarisePage } from './summary'

const passing = { performance: 95, lcpMs: 2500, cls: 0.05, tbtMs: 150, accessibility: 100, bestPractices: 100 }

describe('budgetMisses', () => {
  it('accepts a run exactly at every budget', () => {
    expect(budgetMisses(passing)).toEqual([])
  })

  it('names every budget a run misses, with the figure and the budget', () => {
    const misses = budgetMisses({
      performance: 82,
      lcpMs: 4800,
      cls: 0.12,
      tbtMs: 151,
      accessibility: 96,
      bestPractices: 92,
    })
    expect(misses.map((miss) => miss.metric)).toEqual([
      'performance',
      'lcpMs',
      'cls',
      'tbtMs',
      'accessibility',
      'bestPractices',
    ])
    expect(misses.map((miss) => miss.message)).toEqual([
      'performance 82 < 95',
      'LCP 4.8 s > 2.5 s',
      'CLS 0.120 > 0.05',
      'TBT 151 ms > 150 ms',
      'accessibility 96 < 100',
      'best practices 92 < 100',
    ])
  })

  it('misses one budget at a time, just past its limit', () => {
    expect(budgetMisses({ ...passing, performance: 94 }).map((miss) => miss.metric)).toEqual(['performance'])
    expect(budgetMisses({ ...passing, lcpMs: 2501 }).map((miss) => miss.metric)).toEqual(['lcpMs'])
    expect(budgetMisses({ ...passing, cls: 0.051 }).map((miss) => miss.metric)).toEqual(['cls'])
    expect(budgetMisses({ ...passing, bestPractices: 99 }).map((miss) => miss.metric)).toEqual(['bestPractices'])
  })
})

describe('budgetMisses of a page', () => {
  const run = (performance: number, tbtMs: number, checks: Partial<RunSummary> = {}): RunSummary => ({
    performance,
    lcpMs: 1200,
    cls: 0,
    tbtMs,
    bytes: 200_000,
    failedAudits: [],
    benchmarkIndex: 2000,
    cpuSlowdown: 2,
    ...checks,
  })

  it('holds its median run to the performance budgets and its first run to the others', () => {
    const first = run(88, 240, { accessibility: 96, bestPractices: 100 })
    expect(budgetMisses(summarisePage([first, run(99, 40), run(97, 60)])).map((miss) => miss.message)).toEqual([
      'accessibility 96 < 100',
    ])
  })

  it('misses the performance budgets when the median run does, whichever run measured the rest', () => {
    const first = run(99, 20, { accessibility: 100, bestPractices: 100 })
    expect(budgetMisses(summarisePage([first, run(90, 180), run(92, 160)])).map((miss) => miss.metric)).toEqual([
      'performance',
      'tbtMs',
    ])
  })
})
