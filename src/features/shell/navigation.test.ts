import { describe, expect, it } from 'vitest'
import { isEntryActive, navigationFor } from './navigation'
import { initialsOf } from './user-summary'

const ids = (groups: ReturnType<typeof navigationFor>) =>
  groups.map((group) => [group.label ?? group.id, group.entries.map((entry) => entry.id)])

describe('navigationFor', () => {
  // Entities added later (npm run gen:entity) go before the account entry of the app area and last in the manager's
  // application group: the assertions hold with or without them.
  it('opens the app area at home and ends its main group with the account, plus the manager for who may use it', () => {
    for (const useManager of [false, true]) {
      const [main, ...rest] = ids(navigationFor('app', { useManager }))
      expect(main![0]).toBe('main')
      expect((main![1] as string[]).slice(0, 3)).toEqual(['home', 'repositories', 'organizations'])
      expect((main![1] as string[]).at(-1)).toBe('account')
      expect(rest).toEqual(useManager ? [['other', ['manager']]] : [])
    }
  })

  it('groups the manager area into application, configuration and other', () => {
    const [application, ...rest] = ids(navigationFor('manager', { useManager: true }))
    expect(application![0]).toBe('nav.groups.application')
    expect((application![1] as string[]).slice(0, 4)).toEqual(['dashboard', 'repositories', 'users', 'organizations'])
    expect(rest).toEqual([
      ['nav.groups.configuration', ['account']],
      ['other', ['open-app', 'api-docs']],
    ])
  })

  it('lists every entry once per area, with its own id', () => {
    for (const area of ['app', 'manager'] as const) {
      const entries = navigationFor(area, { useManager: true }).flatMap((group) =>
        group.entries.map((entry) => entry.id),
      )
      expect(new Set(entries).size).toBe(entries.length)
    }
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
