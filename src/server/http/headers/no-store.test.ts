import { describe, expect, it } from 'vitest'
import { mustNotBeStored } from './no-store'

const request = (path: string, cookie?: string) => ({
  url: `http://localhost${path}`,
  headers: new Headers(cookie ? { cookie } : {}),
})

describe('mustNotBeStored', () => {
  it.each(['/_serverFn/abc', '/api/auth/get-session', '/api/auth/admin/list-users', '/API/AUTH/get-session'])(
    'holds for every answer of %s, signed in or not',
    (path) => {
      expect(mustNotBeStored(request(path))).toBe(true)
      expect(mustNotBeStored(request(path, 'better-auth.session_token=abc.def'))).toBe(true)
    },
  )

  it.each([
    'better-auth.session_token=abc.def',
    '__Secure-better-auth.session_token=abc.def',
    'lng=fr; better-auth.session_token=abc.def',
  ])('holds for a page asked for with a session cookie (%s)', (cookie) => {
    for (const path of ['/app', '/manager/users', '/login', '/no-such-page'])
      expect(mustNotBeStored(request(path, cookie)), path).toBe(true)
  })

  it.each([undefined, 'lng=fr', 'other=1; lng=ar', 'better-auth.session_token='])(
    'does not hold for a page asked for without a session (%s)',
    (cookie) => {
      for (const path of ['/login', '/login/verify?email=a@b.c', '/app'])
        expect(mustNotBeStored(request(path, cookie)), path).toBe(false)
    },
  )
})
