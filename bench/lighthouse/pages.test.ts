import { describe, expect, it } from 'vitest'
import { lighthousePages, selectPages } from './pages'

describe('selectPages', () => {
  it('measures every page when none is named', () => {
    expect(selectPages(undefined)).toBe(lighthousePages)
  })

  it('keeps the named pages in the default order', () => {
    expect(selectPages(' /manager/users/$id, /login ').map((page) => page.route)).toEqual([
      '/login',
      '/manager/users/$id',
    ])
  })

  it('refuses an unknown page, listing the known ones, and an empty list', () => {
    expect(() => selectPages('/login,/nope')).toThrow(/Unknown page \/nope; the pages are: \/login, \/login\/verify/)
    expect(() => selectPages(',')).toThrow('names no page')
  })

  it('fills the seeded ids into the pages that show a record', () => {
    const paths = lighthousePages.map((page) => page.path({ repository: 'r1', user: 'u1' }))
    expect(paths).toContain('/app/repositories/r1')
    expect(paths).toContain('/manager/users/u1')
    expect(paths).toContain('/login/verify?email=admin%40example.com')
  })
})
