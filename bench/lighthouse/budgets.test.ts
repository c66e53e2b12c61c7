import { describe, expect, it } from 'vitest'
import { budgetMisses, ciFloor } from './budgets'

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

  it("holds a run to CI's floor when given it: the budgets, but blocking time up to 300 ms and performance from 90", () => {
    const blocking = { ...passing, performance: 91, tbtMs: 290 }
    expect(budgetMisses(blocking).map((miss) => miss.metric)).toEqual(['performance', 'tbtMs'])
    expect(budgetMisses(blocking, ciFloor)).toEqual([])
    expect(budgetMisses({ ...blocking, tbtMs: 301 }, ciFloor).map((miss) => miss.message)).toEqual([
      'TBT 301 ms > 300 ms',
    ])
    expect(budgetMisses({ ...blocking, performance: 89 }, ciFloor).map((miss) => miss.message)).toEqual([
      'performance 89 < 90',
    ])
    expect(budgetMisses({ ...blocking, lcpMs: 2600 }, ciFloor).map((miss) => miss.message)).toEqual([
      'LCP 2.6 s > 2.5 s',
    ])
    expect(budgetMisses({ ...blocking, accessibility: 99 }, ciFloor).map((miss) => miss.metric)).toEqual([
      'accessibility',
    ])
  })
})
