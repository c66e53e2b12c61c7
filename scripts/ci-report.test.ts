import { describe, expect, it } from 'vitest'
import {
  formatDuration,
  playwrightCounts,
  playwrightFileTimes,
  slowest,
  vitestCounts,
  vitestFileTimes,
} from './ci-report/reports'

describe('counts read from a runner report', () => {
  it('counts a missing report as one failure: the runner crashed before writing it', () => {
    expect(vitestCounts(undefined)).toEqual({ passed: 0, failed: 1 })
    expect(playwrightCounts(undefined)).toEqual({ passed: 0, failed: 1 })
  })

  it('counts a Vitest file that failed to load, although no test failed', () => {
    expect(vitestCounts({ success: false, numPassedTests: 12, numFailedTests: 0, numFailedTestSuites: 2 })).toEqual({
      passed: 12,
      failed: 2,
    })
    expect(vitestCounts({ success: true, numPassedTests: 12, numFailedTests: 0 })).toEqual({ passed: 12, failed: 0 })
  })

  it('counts flaky Playwright tests as failures, and errors outside tests when nothing else failed', () => {
    expect(playwrightCounts({ stats: { expected: 40, unexpected: 1, flaky: 2 } })).toEqual({ passed: 40, failed: 3 })
    expect(playwrightCounts({ stats: { expected: 0 }, errors: ['web server did not start'] })).toEqual({
      passed: 0,
      failed: 1,
    })
  })
})

describe('the slowest test files', () => {
  it("takes a Vitest file's wall time, relative to the project", () => {
    const report = { testResults: [{ name: '/repo/src/a.test.ts', startTime: 1_000, endTime: 4_500 }] }
    expect(vitestFileTimes('unit', report, '/repo')).toEqual([{ label: 'unit', file: 'src/a.test.ts', ms: 3_500 }])
  })

  it('adds up every attempt of every test of a Playwright spec, nested describes included', () => {
    const test = (...durations: number[]) => ({ results: durations.map((duration) => ({ duration })) })
    const report = {
      stats: {},
      suites: [
        {
          file: 'users.spec.ts',
          specs: [{ file: 'users.spec.ts', tests: [test(1_000)] }],
          suites: [{ specs: [{ file: 'users.spec.ts', tests: [test(2_000, 500)] }] }],
        },
        { file: 'login.spec.ts', specs: [{ file: 'login.spec.ts', tests: [test(700)] }] },
      ],
    }
    expect(playwrightFileTimes('e2e', report)).toEqual([
      { label: 'e2e', file: 'users.spec.ts', ms: 3_500 },
      { label: 'e2e', file: 'login.spec.ts', ms: 700 },
    ])
  })

  it('keeps the slowest first, whichever runner they come from', () => {
    const times = [
      { label: 'unit', file: 'a', ms: 10 },
      { label: 'e2e', file: 'b', ms: 30 },
      { label: 'unit', file: 'c', ms: 20 },
    ]
    expect(slowest(times, 2).map((time) => time.file)).toEqual(['b', 'c'])
  })

  it('writes durations the way the step lines do', () => {
    expect(formatDuration(552_000)).toBe('9m12s')
    expect(formatDuration(60_000)).toBe('1m00s')
    expect(formatDuration(4_200)).toBe('4s')
  })
})
