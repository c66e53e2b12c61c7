import { describe, expect, it } from 'vitest'
import { isWithinStepUpMaxAge, stepUpRefusalKey } from './step-up-rule'

describe('isWithinStepUpMaxAge', () => {
  const now = Date.parse('2026-11-27T10:00:00Z')

  it('holds a sign-in younger than the maximum age, not one of that age or older', () => {
    expect(isWithinStepUpMaxAge('2026-11-27T09:50:01Z', 600, now)).toBe(true)
    expect(isWithinStepUpMaxAge(new Date('2026-11-27T09:50:00Z'), 600, now)).toBe(false)
    expect(isWithinStepUpMaxAge('2026-11-26T10:00:00Z', 600, now)).toBe(false)
  })
})

describe('stepUpRefusalKey', () => {
  it('offers the check to the person, and tells an admin browsing as them to start again', () => {
    expect(stepUpRefusalKey(false)).toBe('auth:stepUp.required')
    expect(stepUpRefusalKey(true)).toBe('auth:stepUp.impersonating')
  })
})
