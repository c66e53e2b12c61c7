import { readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { defaultRoles as betterAuthOrganizationRoles } from 'better-auth/plugins/organization/access'
import { describe, expect, it } from 'vitest'
import { organizationRoles as formRoles } from '@/features/organization/schema'
import {
  hasPermission,
  organizationRoleAllows,
  organizationRoleNames,
  organizationRoles,
  organizationStatements,
  roleNames,
} from './access-control'

const user = { id: 'u1', role: 'user' }
const admin = { id: 'a1', role: 'admin' }

describe('roles and their permissions', () => {
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
    expect(hasPermission(admin, { apps: ['app', 'manager'], repository: ['read', 'create', 'update', 'delete'] })).toBe(
      true,
    )
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
    expect(
      organizationRoles.admin.authorize({
        organization: ['update'],
        member: ['create'],
        invitation: ['cancel'],
        team: ['delete'],
      }).success,
    ).toBe(true)
    expect(organizationRoles.admin.authorize({ organization: ['delete'] }).success).toBe(false)
    expect(organizationRoles.member.authorize({ member: ['create'] }).success).toBe(false)
  })

  it('names the three roles everywhere the same way (access control, forms, better-auth defaults)', () => {
    expect(Object.keys(organizationRoles).sort()).toEqual([...organizationRoleNames].sort())
    expect([...formRoles].sort()).toEqual([...organizationRoleNames].sort())
    // Passing roles replaces better-auth's: ours keep its names, so its role checks (owner) still apply.
    expect(Object.keys(betterAuthOrganizationRoles).sort()).toEqual([...organizationRoleNames].sort())
  })

  it('grants what better-auth’s default roles grant, for every organisation statement', () => {
    for (const role of organizationRoleNames) {
      for (const [resource, actions] of Object.entries(organizationStatements)) {
        // The API keys' statement is @better-auth/api-key's, not the defaults': checked below.
        if (resource === 'apiKey') continue
        for (const action of actions) {
          const asked = { [resource]: [action] }
          expect(organizationRoles[role].authorize(asked).success, `${role} ${resource}:${action}`).toBe(
            betterAuthOrganizationRoles[role].authorize(asked).success,
          )
        }
      }
    }
  })

  it('lets owners and admins manage the organisation’s API keys, and members not', () => {
    const manage = { apiKey: ['create', 'read', 'update', 'delete'] as const }
    expect(organizationRoleNames.filter((role) => organizationRoles[role].authorize(manage).success)).toEqual([
      'owner',
      'admin',
    ])
  })

  it('holds every statement better-auth’s organisation endpoints check', () => {
    // The permission checks written in the plugin's routes (better-auth 1.7.7); the dynamic access
    // control routes (`ac` statements) are not served, since that feature is off.
    const require = createRequire(import.meta.url)
    const routes = join(dirname(require.resolve('better-auth/plugins/organization')), 'routes')
    const checked = new Set<string>()
    for (const file of readdirSync(routes).filter(
      (name) => name.endsWith('.mjs') && !name.includes('access-control'),
    )) {
      for (const match of readFileSync(join(routes, file), 'utf8').matchAll(
        /permissions: \{ (\w+): \[([^\]]*)\] \}/g,
      )) {
        for (const action of match[2]!.matchAll(/"([\w-]+)"/g)) checked.add(`${match[1]}:${action[1]}`)
      }
    }
    expect(checked.size).toBeGreaterThanOrEqual(9)
    const declared = new Set(
      Object.entries(organizationStatements).flatMap(([resource, actions]) =>
        actions.map((action) => `${resource}:${action}`),
      ),
    )
    for (const statement of checked) expect(declared.has(statement), statement).toBe(true)
    // The owner passes every one of them, the member none.
    for (const statement of checked) {
      const [resource, action] = statement.split(':') as [keyof typeof organizationStatements, string]
      expect(organizationRoleAllows('owner', { [resource]: [action] }), statement).toBe(true)
      expect(organizationRoleAllows('member', { [resource]: [action] }), statement).toBe(false)
    }
  })

  it('reads comma-separated roles as better-auth does: any of them allows', () => {
    expect(organizationRoleAllows('member,admin', { invitation: ['create'] })).toBe(true)
    expect(organizationRoleAllows('member', { invitation: ['create'] })).toBe(false)
    expect(organizationRoleAllows('unknown', { team: ['create'] })).toBe(false)
    expect(organizationRoleAllows(null, { team: ['create'] })).toBe(false)
  })
})
