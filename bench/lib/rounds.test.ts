import { describe, expect, it } from 'vitest'
import type { CaseResult } from './load'
import { medianRound } from './rounds'

function round(requestsPerSecond: number, p99: number): CaseResult {
  return {
    name: 'listUsers, first page',
    path: '/_serverFn/x',
    requestsPerSecond,
    latencyMs: { p50: p99 / 3, p90: p99 / 2, p99, max: p99 * 2, mean: p99 / 3 },
    requests: requestsPerSecond * 10,
    errors: 0,
    statuses: { '2xx': requestsPerSecond * 10, '3xx': 0, '4xx': 0, '5xx': 0 },
    durationSeconds: 10,
    serverCpuMsPerRequest: 1000 / requestsPerSecond,
    databaseCpuMsPerRequest: null,
    serverCpuPercent: 100,
    loadGeneratorCpuPercent: 10,
    bytesPerResponse: 1000,
  }
}

describe('medianRound', () => {
  it('tells a case by its median round, whole, and keeps every round in the order it ran', () => {
    const measured = medianRound([round(1254, 45), round(1642, 29), round(1598, 31)])
    expect(measured.requestsPerSecond).toBe(1598)
    expect(measured.latencyMs.p99).toBe(31)
    expect(measured.serverCpuMsPerRequest).toBeCloseTo(1000 / 1598)
    expect(measured.roundsRequestsPerSecond).toEqual([1254, 1642, 1598])
  })

  it('takes the lower middle round of an even count, and the only round of one', () => {
    expect(medianRound([round(900, 50), round(1500, 20), round(1200, 30), round(1400, 25)]).requestsPerSecond).toBe(
      1200,
    )
    expect(medianRound([round(1100, 40)]).roundsRequestsPerSecond).toEqual([1100])
  })

  it('refuses a case without rounds', () => {
    expect(() => medianRound([])).toThrow('at least one round')
  })
})
