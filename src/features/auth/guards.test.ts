import { describe, expect, it } from 'vitest'
import { MAX_RETURN_PATH_LENGTH, requireSignedIn } from './guards'

/** The search of the redirect a guard throws. */
function redirectSearch(href: string, session: Parameters<typeof requireSignedIn>[0]['context']['session'] = null) {
  try {
    requireSignedIn({ context: { session }, location: { href } })
  } catch (thrown) {
    return (thrown as { options: { to: string; search: { redirect?: string } } }).options
  }
  throw new Error('no redirect')
}

describe('requireSignedIn', () => {
  it('sends an anonymous visitor to /login, to come back to the page afterwards', () => {
    expect(redirectSearch('/app/repositories?searchTerm=x')).toMatchObject({
      to: '/login',
      search: { redirect: '/app/repositories?searchTerm=x' },
    })
  })

  it('drops a path too long to come back to (its Location header grew past what proxies accept)', () => {
    const long = `/manager/users?searchTerm=${'%F0%9F%98%80'.repeat(500)}`
    expect(long.length).toBeGreaterThan(MAX_RETURN_PATH_LENGTH)
    expect(redirectSearch(long)).toMatchObject({ to: '/login', search: { redirect: undefined } })
    const limit = `/app?x=${'a'.repeat(MAX_RETURN_PATH_LENGTH - 7)}`
    expect(redirectSearch(limit).search.redirect).toBe(limit)
  })
})
