import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { safeRedirectPath } from './redirect'

const ORIGIN = 'https://threshold.example'

/** Whether a browser sent to `location` from this site stays on it, however many times the path is decoded. */
function staysOnSite(location: string) {
  let path = location
  for (let round = 0; round < 10; round++) {
    const url = new URL(path, ORIGIN)
    if (url.origin !== ORIGIN || url.pathname.startsWith('//') || url.pathname.includes('\\') || path.includes('\\'))
      return false
    let decoded: string
    try {
      decoded = decodeURIComponent(url.pathname)
    } catch {
      return true
    }
    // Decoding gives back what was read (nothing left to decode, or text the URL parser encodes again).
    if (decoded === url.pathname || decoded === path) return true
    path = decoded
  }
  return false
}

describe('safeRedirectPath', () => {
  it.each([
    ['/app', '/app'],
    ['/manager/users?searchTerm=ann#top', '/manager/users?searchTerm=ann#top'],
    ['/app/../manager', '/manager'],
    ['/app/./account', '/app/account'],
    ['/app/%2e%2e/manager', '/manager'],
    ['/app/repositories/my repo', '/app/repositories/my%20repo'],
    ['/manager/users?searchTerm=a%5Cb', '/manager/users?searchTerm=a%5Cb'],
    ['/manager/users?searchTerm=%2F%2Fevil.com', '/manager/users?searchTerm=%2F%2Fevil.com'],
    ['/app#//evil.com', '/app#//evil.com'],
    ['/app/100%', '/app/100%'],
    ['/app/caf%C3%A9', '/app/caf%C3%A9'],
  ])('keeps the same-site path %j as %j', (input, expected) => {
    expect(safeRedirectPath(input)).toBe(expected)
  })

  it.each([
    undefined,
    null,
    42,
    ['/app'],
    '',
    'app',
    ' /app',
    'https://evil.example/app',
    'http:evil.example',
    'javascript:alert(1)',
    'data:text/html,x',
    '//evil.example/app',
    '///evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '/app\nSet-Cookie: x=1',
    '/app\r\nLocation: //evil.example',
    '/app/../..//evil.com',
    '/app/../../..//evil.com',
    '/%2e%2e//evil.com',
    '/%2E%2E//evil.com',
    '/.%2e//evil.com',
    '/./..//evil.com',
    '/.//evil.com',
    '/app/..//evil.com',
    '/app/%2e%2e/%2fevil.com',
    '/app/..%2f..%2f/evil.com',
    '/%2F%2Fevil.com',
    '/%2f/evil.com',
    '/%5Cevil.com',
    '/%5cevil.com',
    '/%252e%252e//evil.com',
    '/%252F%252Fevil.com',
    '/%25252F%25252Fevil.com',
    '/%2525252525252F%2525252525252Fevil.com',
    '/%09/evil.com',
    '/%0a/evil.com',
    '/%00',
    '/\t/evil.com',
    '/app/%2e%2e%5c%2e%2e%5cevil.com',
  ])('refuses %j', (input) => {
    expect(safeRedirectPath(input)).toBeUndefined()
  })

  it('never gives a path that leaves the site, whatever the input', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 60 }), (input) => {
        const path = safeRedirectPath(input)
        return path === undefined || (path.startsWith('/') && staysOnSite(path))
      }),
      { numRuns: 5000 },
    )
  })

  it('never gives a path that leaves the site, from dot segments, slashes and encodings put together', () => {
    const piece = fc.constantFrom(
      '/',
      '//',
      '\\',
      '.',
      '..',
      '%2e',
      '%2E%2e',
      '%2f',
      '%2F',
      '%5c',
      '%25',
      '%252f',
      '%252e',
      'app',
      'evil.com',
      '?',
      '#',
      '%3f',
      '%23',
      '%09',
      '@',
    )
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }), (pieces) => {
        const path = safeRedirectPath(`/${pieces.join('')}`)
        return path === undefined || staysOnSite(path)
      }),
      { numRuns: 20_000 },
    )
  })
})
