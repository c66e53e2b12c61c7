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

/**
 * Each case whose throughput ratio fell by more than `allowedFall` (a share) from the recorded one, or whose CPU ratio
 * rose by as much, told in a sentence. A case measured but not recorded, or recorded but not measured, is not judged.
 */
export function regressions(measured: FloorRatio[], recorded: FloorRatio[], allowedFall = 0.25): string[] {
  const found: string[] = []
  for (const ratio of measured) {
    const before = recorded.find((each) => each.name === ratio.name)
    if (!before) continue
    if (ratio.throughput < before.throughput * (1 - allowedFall))
      found.push(`${ratio.name}: throughput ${ratio.throughput} of the floor's, recorded ${before.throughput}`)
    if (ratio.cpu > before.cpu / (1 - allowedFall))
      found.push(`${ratio.name}: CPU per request ${ratio.cpu} times the floor's, recorded ${before.cpu}`)
  }
  return found
}

/** Three significant digits: a share of 0.006 and one of 0.2 are judged to the same precision. */
function round(value: number) {
  return Number(value.toPrecision(3))
}
