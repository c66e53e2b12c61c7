import { describe, expect, it } from 'vitest'
import {
  firstLines,
  formatDuration,
  playwrightCounts,
  playwrightFailures,
  playwrightFileTimes,
  slowest,
  vitestCounts,
  vitestFailures,
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

describe('the failed tests', () => {
  it("names each failed Playwright attempt with its spec's line and its errors, and errors outside tests", () => {
    const report = {
      stats: {},
      errors: [{ message: 'web server exited' }],
      suites: [
        {
          specs: [
            {
              file: 'first-paint.spec.ts',
              line: 16,
              title: 'asks for its modules after the paint',
              tests: [{ results: [{ duration: 1, status: 'failed', errors: [{ message: 'expected 3 > 4' }] }] }],
            },
            {
              file: 'login.spec.ts',
              line: 3,
              title: 'signs in',
              tests: [{ results: [{ duration: 1, status: 'passed' }] }],
            },
          ],
          suites: [
            {
              specs: [
                {
                  file: 'tour.spec.ts',
                  line: 9,
                  title: 'tours',
                  tests: [{ results: [{ duration: 1, status: 'timedOut' }] }],
                },
              ],
            },
          ],
        },
      ],
    }
    expect(playwrightFailures(report)).toEqual([
      { test: 'first-paint.spec.ts:16 asks for its modules after the paint', message: 'expected 3 > 4' },
      { test: 'tour.spec.ts:9 tours', message: 'timedOut' },
      { test: '(outside a test)', message: 'web server exited' },
    ])
  })

  it('names each failed Vitest test, and a file that failed to load by its own message', () => {
    const report = {
      testResults: [
        {
          name: '/repo/src/a.test.ts',
          assertionResults: [
            { fullName: 'a works', status: 'passed' },
            { fullName: 'a fails', status: 'failed', failureMessages: ['AssertionError: 1 !== 2'] },
          ],
        },
        { name: '/repo/src/b.test.ts', message: 'Cannot find module ./b', assertionResults: [] },
      ],
    }
    expect(vitestFailures(report, '/repo')).toEqual([
      { test: 'src/a.test.ts > a fails', message: 'AssertionError: 1 !== 2' },
      { test: 'src/b.test.ts', message: 'Cannot find module ./b' },
    ])
  })

  it('keeps the first lines of a message, without blank lines or terminal colours', () => {
    const message = `\u001b[31mError: expected\u001b[39m\n\n${Array.from({ length: 20 }, (_, index) => `at line ${index}`).join('\n')}`
    expect(firstLines(message, 3)).toEqual(['Error: expected', 'at line 0', 'at line 1'])
  })
})
