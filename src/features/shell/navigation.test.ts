import { describe, expect, it } from 'vitest'
import { isEntryActive, navigationFor } from './navigation'
import { initialsOf } from './user-summary'

const ids = (groups: ReturnType<typeof navigationFor>) =>
  groups.map((group) => [group.label ?? group.id, group.entries.map((entry) => entry.id)])

describe('navigationFor', () => {
  // gen:entity:navigation-test — npm run gen:entity adds the ids of new entities to the lists of this test
  it('gives the app area home, repositories, organizations and account, plus the manager only to who may use it', () => {
    expect(ids(navigationFor('app', { useManager: false }))).toEqual([
      ['main', ['home', 'repositories', 'organizations', 'account']],
    ])
    expect(ids(navigationFor('app', { useManager: true }))).toEqual([
      ['main', ['home', 'repositories', 'organizations', 'account']],
      ['other', ['manager']],
    ])
  })

  it('groups the manager area into application, configuration and other', () => {
    expect(ids(navigationFor('manager', { useManager: true }))).toEqual([
      ['nav.groups.application', ['dashboard', 'repositories', 'users', 'organizations']],
      ['nav.groups.configuration', ['account']],
      ['other', ['open-app', 'api-docs']],
    ])
  })

  it('leads each area to its own organizations page', () => {
    const entry = (area: 'app' | 'manager') =>
      navigationFor(area, { useManager: true })
        .flatMap((group) => group.entries)
        .find((each) => each.id === 'organizations')
    expect(entry('app')).toMatchObject({ to: '/app/organizations', label: 'nav.organizations' })
    expect(entry('manager')).toMatchObject({ to: '/manager/organizations', label: 'nav.organizations' })
  })

  it('opens the API documentation as a manager page, and keeps three entries per area for the phone bar', () => {
    const manager = navigationFor('manager', { useManager: true }).flatMap((group) => group.entries)
    const apiDocs = manager.find((entry) => entry.id === 'api-docs')
    expect(apiDocs).toMatchObject({ to: '/manager/api' })
    expect(apiDocs?.external).toBeUndefined()
    for (const area of ['app', 'manager'] as const) {
      expect(
        navigationFor(area, { useManager: true })
          .flatMap((group) => group.entries)
          .filter((entry) => entry.primary),
      ).toHaveLength(3)
    }
  })
})

describe('isEntryActive', () => {
  it('matches an exact entry only on its own path, others on the pages below them too', () => {
    expect(isEntryActive({ to: '/app', exact: true }, '/app')).toBe(true)
    expect(isEntryActive({ to: '/app', exact: true }, '/app/')).toBe(true)
    expect(isEntryActive({ to: '/app', exact: true }, '/app/account')).toBe(false)
    expect(isEntryActive({ to: '/manager/users' }, '/manager/users/abc/update')).toBe(true)
    expect(isEntryActive({ to: '/manager/users' }, '/manager/usersettings')).toBe(false)
    expect(isEntryActive({ to: '/api/auth/reference', external: true }, '/api/auth/reference')).toBe(false)
    expect(isEntryActive({ to: '/manager/api' }, '/manager/api')).toBe(true)
  })
})

describe('initialsOf', () => {
  it('takes the first letters of the first and last words, else of the e-mail', () => {
    expect(initialsOf({ name: 'Ada Lovelace', email: 'ada@example.com' })).toBe('AL')
    expect(initialsOf({ name: 'ada  byron lovelace', email: 'ada@example.com' })).toBe('AL')
    expect(initialsOf({ name: 'Admin', email: 'admin@example.com' })).toBe('A')
    expect(initialsOf({ name: '  ', email: 'zed@example.com' })).toBe('Z')
    expect(initialsOf({ name: 'علي حسن', email: 'ali@example.com' })).toBe('عح')
  })
})
