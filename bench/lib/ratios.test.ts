import { describe, expect, it } from 'vitest'
import type { CaseResult } from './load'
import { ratiosToFloor } from './ratios'

const measured = (name: string, requestsPerSecond: number, serverCpuMsPerRequest: number) =>
  ({ name, requestsPerSecond, serverCpuMsPerRequest }) as CaseResult

describe('figures as ratios to the floor of their run', () => {
  it('divides each case by the floor: throughput below 1, CPU per request above 1', () => {
    expect(ratiosToFloor([measured('SSR /login', 1000, 1.5)], measured('floor', 8000, 0.125))).toEqual([
      { name: 'SSR /login', throughput: 0.125, cpu: 12 },
    ])
  })
})
