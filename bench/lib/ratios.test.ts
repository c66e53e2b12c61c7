import { describe, expect, it } from 'vitest'
import type { CaseResult } from './load'
import { type FloorRatio, ratiosToFloor, regressions } from './ratios'

const measured = (name: string, requestsPerSecond: number, serverCpuMsPerRequest: number) =>
  ({ name, requestsPerSecond, serverCpuMsPerRequest }) as CaseResult

describe('figures as ratios to the floor of their run', () => {
  it('divides each case by the floor: throughput below 1, CPU per request above 1', () => {
    expect(ratiosToFloor([measured('SSR /login', 1000, 1.5)], measured('floor', 8000, 0.125))).toEqual([
      { name: 'SSR /login', throughput: 0.125, cpu: 12 },
    ])
  })

  it('reports a case whose throughput fell or whose CPU rose by more than the allowed share, and only those', () => {
    const recorded: FloorRatio[] = [
      { name: 'steady', throughput: 0.2, cpu: 10 },
      { name: 'slower', throughput: 0.2, cpu: 10 },
      { name: 'costlier', throughput: 0.2, cpu: 10 },
      { name: 'not measured', throughput: 0.2, cpu: 10 },
    ]
    const now: FloorRatio[] = [
      { name: 'steady', throughput: 0.16, cpu: 13 },
      { name: 'slower', throughput: 0.14, cpu: 10 },
      { name: 'costlier', throughput: 0.2, cpu: 13.5 },
      { name: 'new case', throughput: 0.01, cpu: 100 },
    ]
    expect(regressions(now, recorded)).toEqual([
      "slower: throughput 0.14 of the floor's, recorded 0.2",
      "costlier: CPU per request 13.5 times the floor's, recorded 10",
    ])
  })
})
