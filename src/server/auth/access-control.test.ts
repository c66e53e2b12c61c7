import { describe, expect, it } from 'vitest'
import { hasPermission, organizationRoles, roleNames } from './access-control'

const user = { id: 'u1', role: 'user' }
const admin = { id: 'a1', role: 'admin' }

describe('roles of SPEC §6', () => {
  it('defines exactly the user and admin roles', () => {
    expect(roleNames.sort()).toEqual(['admin', 'user'])
  })

  it('lets a user update their account, use the app and read repositories, nothing more', () => {
    expect(hasPermission(user, { account: ['update'], apps: ['app'], repository: ['read'] })).toBe(true)
    expect(hasPermission(user, { apps: ['manager'] })).toBe(false)
    expect(hasPermission(user, { repository: ['create'] })).toBe(false)
    expect(hasPermission(user, { user: ['list'] })).toBe(false)
    expect(hasPermission(user, { account: ['read'] })).toBe(false)
  })

  it('gives admins the manager area, repository writes and the admin statements', () => {
    expect(hasPermission(admin, { apps: ['app', 'manager'], repository: ['read', 'create', 'update', 'delete'] })).toBe(true)
    expect(
      hasPermission(admin, {
        user: ['create', 'list', 'set-role', 'ban', 'impersonate', 'delete', 'set-password'],
        session: ['list', 'revoke', 'delete'],
      }),
    ).toBe(true)
  })

  it('treats a missing role as user and passes when any of several roles allows', () => {
    expect(hasPermission({ id: 'x', role: null }, { apps: ['app'] })).toBe(true)
    expect(hasPermission({ id: 'x', role: null }, { apps: ['manager'] })).toBe(false)
    expect(hasPermission({ id: 'x', role: 'user,admin' }, { apps: ['manager'] })).toBe(true)
    expect(hasPermission({ id: 'x', role: 'unknown' }, { apps: ['app'] })).toBe(false)
  })

  it('lets the configured admin ids pass every check', () => {
    expect(hasPermission(user, { user: ['delete'] }, ['u1'])).toBe(true)
    expect(hasPermission(user, { user: ['delete'] }, ['someone-else'])).toBe(false)
  })
})

describe('organisation roles', () => {
  it('gives the owner every right, the admin all but deletion, the member none', () => {
    expect(organizationRoles.owner.authorize({ organization: ['delete'] }).success).toBe(true)
    expect(organizationRoles.admin.authorize({ organization: ['update'], member: ['create'], invitation: ['cancel'], team: ['delete'] }).success).toBe(true)
    expect(organizationRoles.admin.authorize({ organization: ['delete'] }).success).toBe(false)
    expect(organizationRoles.member.authorize({ member: ['create'] }).success).toBe(false)
  })
})
