import { describe, expect, it } from 'vitest'
import { type CaseComparison, regressions } from './compare-builds'

const comparison = (name: string, throughput: number, cpu: number): CaseComparison => ({
  name,
  requestsPerSecond: [100, 100 * throughput],
  cpuMsPerRequest: [1, cpu],
  throughputRatio: { median: throughput, min: throughput - 0.1, max: throughput + 0.1 },
  cpuRatio: { median: cpu, min: cpu - 0.1, max: cpu + 0.1 },
})

describe('a build against the baseline', () => {
  it('reports a case whose median req/s fell or whose CPU per request rose by more than the allowed share, and only those', () => {
    expect(
      regressions(
        [
          comparison('steady', 0.8, 1.2),
          comparison('faster', 1.5, 0.6),
          comparison('slower', 0.7, 1),
          comparison('costlier', 1, 1.3),
        ],
        0.25,
      ),
    ).toEqual(["slower: req/s at 0.70 of the baseline's", "costlier: CPU per request at 1.30 times the baseline's"])
  })
})
