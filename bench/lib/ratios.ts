import type { CaseResult } from './load'

/** A case against the floor of its run: how many of the floor's requests per second it serves, how much more CPU each costs. */
export interface FloorRatio {
  name: string
  /** The case's req/s divided by the floor's (the floor answers as fast as Node can: below 1). */
  throughput: number
  /** The case's server CPU per request divided by the floor's (above 1). */
  cpu: number
}

export function ratiosToFloor(cases: CaseResult[], floor: CaseResult): FloorRatio[] {
  return cases.map((result) => ({
    name: result.name,
    throughput: round(result.requestsPerSecond / floor.requestsPerSecond),
    cpu: round(result.serverCpuMsPerRequest / floor.serverCpuMsPerRequest),
  }))
}

/** Three significant digits: a share of 0.006 and one of 0.2 are judged to the same precision. */
function round(value: number) {
  return Number(value.toPrecision(3))
}
