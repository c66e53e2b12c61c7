import type { CaseResult } from './load'

/** A case measured in several rounds, told by its median round. */
export interface MeasuredCase extends CaseResult {
  /** req/s of every round, in the order they ran. */
  roundsRequestsPerSecond: number[]
}

/**
 * The round with the median req/s (the lower of the two middle ones for an even count) stands for the case:
 * a whole round, so that its latencies and CPU times are those of the same run. A case measured once in a
 * process that has just been idle pays for V8 growing its heap and optimising the code the case runs: the
 * median of several rounds measures the server as it runs, not as it wakes up (docs/decisions/025-benchmark-median-of-rounds.md).
 */
export function medianRound(rounds: CaseResult[]): MeasuredCase {
  if (rounds.length === 0) throw new Error('A case needs at least one round')
  const byThroughput = [...rounds].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond)
  const median = byThroughput[Math.floor((byThroughput.length - 1) / 2)]!
  return { ...median, roundsRequestsPerSecond: rounds.map((round) => round.requestsPerSecond) }
}
