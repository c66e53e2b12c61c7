import { describe, expect, it } from 'vitest'
import { isProofRecent, recentProofRefusalKey } from './recent-proof'

describe('isProofRecent', () => {
  const now = Date.parse('2026-11-27T10:00:00Z')

  it('holds a sign-in younger than the maximum age, not one of that age or older', () => {
    expect(isProofRecent('2026-11-27T09:50:01Z', 600, now)).toBe(true)
    expect(isProofRecent(new Date('2026-11-27T09:50:00Z'), 600, now)).toBe(false)
    expect(isProofRecent('2026-11-26T10:00:00Z', 600, now)).toBe(false)
  })
})

describe('recentProofRefusalKey', () => {
  it('offers the check to the person, and tells an admin browsing as them to start again', () => {
    expect(recentProofRefusalKey(false)).toBe('auth:stepUp.required')
    expect(recentProofRefusalKey(true)).toBe('auth:stepUp.impersonating')
  })
})
