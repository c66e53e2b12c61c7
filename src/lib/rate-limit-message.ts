import { messageWithValues } from './i18n/message'

/**
 * The longest wait a refusal can announce: longer than any limit's window (docs/decisions/031). A larger or
 * malformed value (a hand-edited URL) is no wait time at all.
 */
const LONGEST_WAIT_SECONDS = 24 * 60 * 60

// Up to two minutes the wait reads in seconds ("Try again in 100 seconds"), beyond in whole minutes.
const SECONDS_UNTIL = 120

/** The `?error=` of a sign-in page whose request a limit refused; `?retryAfter=` carries the seconds to wait. */
export const RATE_LIMITED = 'RATE_LIMITED'

/** A wait time in whole seconds from a header, a JSON body or a search param; undefined when it is not one. */
export function retryAfterSeconds(value: unknown): number | undefined {
  const seconds = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value
  return typeof seconds === 'number' && Number.isInteger(seconds) && seconds > 0 && seconds <= LONGEST_WAIT_SECONDS
    ? seconds
    : undefined
}

/**
 * What a person refused by a rate limit reads, as a translation message (src/lib/i18n/message.ts): "Too many
 * attempts. Try again in 40 seconds.", in minutes (rounded up) for long waits, and without a time when none is
 * known. The plural forms of each language come from i18next (`count`).
 */
export function rateLimitMessage(retryAfter: number | undefined): string {
  if (retryAfter === undefined) return 'errors:rateLimited.later'
  if (retryAfter < SECONDS_UNTIL) return messageWithValues('errors:rateLimited.seconds', { count: retryAfter })
  return messageWithValues('errors:rateLimited.minutes', { count: Math.ceil(retryAfter / 60) })
}
