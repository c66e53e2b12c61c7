import { describe, expect, it } from 'vitest'
import type { RunSummary } from './summary'
import { missesReport, resultsTable } from './table'

const run = (overrides: Partial<RunSummary> = {}): RunSummary => ({
  performance: 100,
  lcpMs: 1412,
  cls: 0,
  tbtMs: 0,
  bytes: 65_536,
  accessibility: 100,
  bestPractices: 100,
  failedAudits: [],
  benchmarkIndex: 2000,
  cpuSlowdown: 2,
  ...overrides,
})

describe('resultsTable', () => {
  it('shows one row per page, marks each figure that misses its budget, and every run score when there are several', () => {
    const table = resultsTable([
      { route: '/login', median: run(), performanceRuns: [100] },
      {
        route: '/manager/users',
        median: run({ performance: 79, lcpMs: 5600, tbtMs: 40.4, bytes: 808_960, bestPractices: 92 }),
        performanceRuns: [81, 79, 77],
      },
    ])
    expect(table.split('\n')).toEqual([
      '| Page           |      Performance |    LCP |   CLS |   TBT | Transferred | Accessibility | Best practices | Met |',
      '|----------------|-----------------:|-------:|------:|------:|------------:|--------------:|---------------:|----:|',
      '| /login         |              100 |  1.4 s | 0.000 |  0 ms |       64 KB |           100 |            100 | yes |',
      '| /manager/users | !79 (81, 79, 77) | !5.6 s | 0.000 | 40 ms |      790 KB |           100 |            !92 |  NO |',
    ])
  })
})

describe('missesReport', () => {
  it('lists the misses of each failing page with the audits behind them, and nothing for a page that passes', () => {
    const report = missesReport([
      { route: '/login', median: run(), performanceRuns: [100] },
      {
        route: '/app/account',
        median: run({
          bestPractices: 96,
          failedAudits: [
            {
              category: 'best-practices',
              id: 'inspector-issues',
              title: 'Issues were logged',
              items: ['Content security policy'],
            },
          ],
        }),
        performanceRuns: [98],
      },
    ])
    expect(report.split('\n')).toEqual([
      '/app/account: best practices 96 < 100',
      '  [best-practices] inspector-issues: Issues were logged',
      '    - Content security policy',
    ])
  })

  it('is empty when every page passes', () => {
    expect(missesReport([{ route: '/login', median: run(), performanceRuns: [100] }])).toBe('')
  })
})
