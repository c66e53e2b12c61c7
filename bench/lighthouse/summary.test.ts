import type { Result } from 'lighthouse'
import { describe, expect, it } from 'vitest'
import { describeItem, medianRunIndex, summariseRun, withQualityOf } from './summary'

/** A Lighthouse result with only the parts the summary reads. */
function lighthouseResult({ bestPractices = 1, consoleError = false } = {}) {
  const audit = (id: string, extra: object) => ({ id, title: id, score: 1, scoreDisplayMode: 'binary', ...extra })
  return {
    finalDisplayedUrl: 'http://127.0.0.1:3400/manager/users',
    environment: { benchmarkIndex: 1840 },
    configSettings: { throttling: { cpuSlowdownMultiplier: 1.84 } },
    categories: {
      performance: { score: 0.823, auditRefs: [] },
      accessibility: { score: 1, auditRefs: [{ id: 'color-contrast', weight: 7 }] },
      'best-practices': {
        score: bestPractices,
        auditRefs: [
          { id: 'errors-in-console', weight: 1 },
          { id: 'inspector-issues', weight: 1 },
          { id: 'valid-source-maps', weight: 0 },
        ],
      },
    },
    audits: {
      'largest-contentful-paint': audit('largest-contentful-paint', { numericValue: 4812.4 }),
      'cumulative-layout-shift': audit('cumulative-layout-shift', { numericValue: 0.002 }),
      'total-blocking-time': audit('total-blocking-time', { numericValue: 87.5 }),
      'total-byte-weight': audit('total-byte-weight', { numericValue: 793_600 }),
      'color-contrast': audit('color-contrast', {}),
      'errors-in-console': audit('errors-in-console', {
        score: consoleError ? 0 : 1,
        details: {
          items: consoleError
            ? [
                {
                  source: 'network',
                  description: 'Failed to load resource: 401',
                  sourceLocation: { url: 'http://127.0.0.1:3400/_serverFn/abc', line: 0 },
                },
              ]
            : [],
        },
      }),
      'inspector-issues': audit('inspector-issues', {}),
      // Weight 0: it does not count towards the score, so it is not listed.
      'valid-source-maps': audit('valid-source-maps', { score: 0 }),
    },
  } as unknown as Result
}

describe('summariseRun', () => {
  it('reads scores out of 100, the metrics and the bytes transferred', () => {
    expect(summariseRun(lighthouseResult())).toEqual({
      performance: 82,
      lcpMs: 4812.4,
      cls: 0.002,
      tbtMs: 87.5,
      bytes: 793_600,
      accessibility: 100,
      bestPractices: 100,
      failedAudits: [],
      benchmarkIndex: 1840,
      cpuSlowdown: 1.84,
    })
  })

  it('lists the weighted audits that failed, with what they found', () => {
    const summary = summariseRun(lighthouseResult({ bestPractices: 0.96, consoleError: true }))
    expect(summary.bestPractices).toBe(96)
    expect(summary.failedAudits).toEqual([
      {
        category: 'best-practices',
        id: 'errors-in-console',
        title: 'errors-in-console',
        items: ['Failed to load resource: 401 | network | http://127.0.0.1:3400/_serverFn/abc:1'],
      },
    ])
  })

  it('refuses a result without the metrics (a page Lighthouse could not load)', () => {
    const broken = lighthouseResult()
    delete (broken.audits as Record<string, unknown>)['largest-contentful-paint']
    expect(() => summariseRun(broken)).toThrow('no largest-contentful-paint')
  })
})

describe('withQualityOf', () => {
  it('gives a performance-only run the accessibility and best-practices figures of the run that measured them', () => {
    const measured = summariseRun(lighthouseResult({ bestPractices: 0.96, consoleError: true }))
    const performanceOnly = lighthouseResult()
    delete (performanceOnly.categories as Record<string, unknown>).accessibility
    delete (performanceOnly.categories as Record<string, unknown>)['best-practices']
    const run = summariseRun(performanceOnly)
    expect(run.accessibility).toBe(0)

    const merged = withQualityOf(run, measured)
    expect(merged).toEqual({
      ...run,
      accessibility: 100,
      bestPractices: 96,
      failedAudits: measured.failedAudits,
    })
    expect(merged.failedAudits).toHaveLength(1)
  })
})

describe('describeItem', () => {
  it('tells a DOM node by its selector and HTML, and an issue by its type and URLs', () => {
    expect(describeItem({ node: { selector: 'main > a', snippet: '<a href="/x">' } })).toBe('main > a <a href="/x">')
    expect(
      describeItem({ issueType: 'Content security policy', subItems: { items: [{ url: 'http://x/a.js' }] } }),
    ).toBe('Content security policy | http://x/a.js')
  })
})

describe('medianRunIndex', () => {
  it('picks the run with the median performance score', () => {
    expect(medianRunIndex([{ performance: 91 }, { performance: 78 }, { performance: 88 }])).toBe(2)
    expect(medianRunIndex([{ performance: 97 }])).toBe(0)
  })

  it('takes the lower middle run of an even count', () => {
    expect(medianRunIndex([{ performance: 99 }, { performance: 90 }, { performance: 95 }, { performance: 80 }])).toBe(1)
  })

  it('refuses a page without runs', () => {
    expect(() => medianRunIndex([])).toThrow('at least one run')
  })
})
