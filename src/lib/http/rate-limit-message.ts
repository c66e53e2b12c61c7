import { messageWithValues } from '@/lib/i18n/message'

/**
 * Longer than any limit's window. A larger or malformed value (a hand-edited URL) is no wait time at all.
 */
const LONGEST_WAIT_SECONDS = 24 * 60 * 60

// Up to two minutes the wait reads in seconds ("Try again in 100 seconds"), beyond in whole minutes.
const SECONDS_UNTIL = 120

/** The `?error=` of a sign-in page whose request a limit refused; `?retryAfter=` carries the seconds to wait. */
export const RATE_LIMITED = 'RATE_LIMITED'

export function retryAfterSeconds(value: unknown): number | undefined {
  const seconds = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value
  return typeof seconds === 'number' && Number.isInteger(seconds) && seconds > 0 && seconds <= LONGEST_WAIT_SECONDS
    ? seconds
    : undefined
}

/** In minutes (rounded up) for long waits, without a time when none is known; i18next picks the plural forms. */
export function rateLimitMessage(retryAfter: number | undefined): string {
  if (retryAfter === undefined) return 'errors:rateLimited.later'
  if (retryAfter < SECONDS_UNTIL) return messageWithValues('errors:rateLimited.seconds', { count: retryAfter })
  return messageWithValues('errors:rateLimited.minutes', { count: Math.ceil(retryAfter / 60) })
}
