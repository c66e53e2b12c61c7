/**
 * The moment a ban picked as a calendar day ends: the last millisecond of that day in the
 * browser's time zone, as an ISO string the server can compare. No day: banned until unbanned.
 */
export function banExpiryFromDay(day: Date | undefined): string | null {
  if (!day) return null
  const end = new Date(day.getFullYear(), day.getMonth(), day.getDate(), 23, 59, 59, 999)
  return end.toISOString()
}
