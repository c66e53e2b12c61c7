const UNIQUE_VIOLATION = '23505'

/** Whether a database error (postgres.js or PGlite, possibly wrapped by Drizzle) is a unique-index violation. */
export function isUniqueViolation(error: unknown): boolean {
  let current = error
  while (typeof current === 'object' && current !== null) {
    if ('code' in current && current.code === UNIQUE_VIOLATION) return true
    current = 'cause' in current ? current.cause : undefined
  }
  return false
}
