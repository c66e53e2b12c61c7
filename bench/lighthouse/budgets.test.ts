import { describe, expect, it } from 'vitest'
import { budgetMisses, ciFailures, clearOfCiFloors } from './budgets'

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

describe('ciFailures', () => {
  it('lets the CPU-bound budgets through down to their floors', () => {
    expect(ciFailures({ ...passing, performance: 70, lcpMs: 4000, tbtMs: 1200 })).toEqual([])
  })

  it('fails past a floor, naming it', () => {
    expect(ciFailures({ ...passing, performance: 69, lcpMs: 4001, tbtMs: 1201 }).map((miss) => miss.message)).toEqual([
      'performance 69 < 70',
      'LCP 4.0 s > 4.0 s',
      'TBT 1201 ms > 1200 ms',
    ])
  })

  it('holds every other budget as it is', () => {
    expect(
      ciFailures({ ...passing, cls: 0.051, accessibility: 99, bestPractices: 99 }).map((miss) => miss.metric),
    ).toEqual(['cls', 'accessibility', 'bestPractices'])
  })
})

describe('clearOfCiFloors', () => {
  it('is clear with 10 points and a quarter of each floor to spare', () => {
    expect(clearOfCiFloors({ performance: 80, lcpMs: 3000, tbtMs: 900 })).toBe(true)
  })

  it('is not clear as soon as one figure comes closer to its floor', () => {
    expect(clearOfCiFloors({ performance: 79, lcpMs: 3000, tbtMs: 900 })).toBe(false)
    expect(clearOfCiFloors({ performance: 80, lcpMs: 3001, tbtMs: 900 })).toBe(false)
    expect(clearOfCiFloors({ performance: 80, lcpMs: 3000, tbtMs: 901 })).toBe(false)
  })
})
