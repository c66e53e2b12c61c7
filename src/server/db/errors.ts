const UNIQUE_VIOLATION = '23505'
// Class 22, data exception: the database refused a value itself, e.g. 22021 (a NUL in text: "invalid byte
// sequence for encoding UTF8: 0x00"), 22P05 (a NUL in jsonb), 22P02 (a lone surrogate in jsonb, text that
// is no timestamp), 22007/22008 (a date it cannot read or hold).
const DATA_EXCEPTION = /^22[\dA-Z]{3}$/

function errorCodes(error: unknown): string[] {
  const codes: string[] = []
  let current = error
  for (let depth = 0; typeof current === 'object' && current !== null && depth < 10; depth++) {
    if ('code' in current && typeof current.code === 'string') codes.push(current.code)
    current = 'cause' in current ? current.cause : undefined
  }
  return codes
}

export function isUniqueViolation(error: unknown): boolean {
  return errorCodes(error).includes(UNIQUE_VIOLATION)
}

/** Whether the database refused a value (SQLSTATE class 22): input no validator caught, not an outage. */
export function isDataException(error: unknown): boolean {
  return errorCodes(error).some((code) => DATA_EXCEPTION.test(code))
}
