import { describe, expect, it } from 'vitest'
import { holdsRole, isOrganizationOwner, splitRoles } from './roles'

describe('roles', () => {
  it('splits a stored role list, ignoring spaces and empty names', () => {
    expect(splitRoles('admin, user')).toEqual(['admin', 'user'])
    expect(splitRoles(' ,admin,')).toEqual(['admin'])
    expect(splitRoles(null)).toEqual([])
    expect(splitRoles(undefined)).toEqual([])
  })

  it('finds a role in a list by its whole name', () => {
    expect(holdsRole('user, admin', 'admin')).toBe(true)
    expect(holdsRole('administrator', 'admin')).toBe(false)
    expect(holdsRole(null, 'admin')).toBe(false)
  })

  it('tells an organisation owner by the owner role among others', () => {
    expect(isOrganizationOwner('admin, owner')).toBe(true)
    expect(isOrganizationOwner('admin')).toBe(false)
  })
})
