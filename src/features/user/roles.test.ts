import { describe, expect, it } from 'vitest'
import { formRole, rolesOf } from './roles'

describe('roles', () => {
  it('reads null as the default role and splits a comma-separated list', () => {
    expect(rolesOf(null)).toEqual(['user'])
    expect(rolesOf('')).toEqual(['user'])
    expect(rolesOf('admin, user')).toEqual(['admin', 'user'])
  })

  it('preselects the first known role in forms', () => {
    expect(formRole('custom,admin')).toBe('admin')
    expect(formRole('custom')).toBe('user')
    expect(formRole(null)).toBe('user')
  })
})
