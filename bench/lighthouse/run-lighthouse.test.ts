import { describe, expect, it } from 'vitest'
import { cookiesFromHeader } from './run-lighthouse'

describe('cookiesFromHeader', () => {
  it('turns a Cookie header into the cookies of the origin, values kept whole', () => {
    expect(cookiesFromHeader('better-auth.session_token=abc.def%3D; i18next=en', 'http://127.0.0.1:3400')).toEqual([
      { name: 'better-auth.session_token', value: 'abc.def%3D', domain: '127.0.0.1', path: '/' },
      { name: 'i18next', value: 'en', domain: '127.0.0.1', path: '/' },
    ])
  })

  it('refuses a pair without a name', () => {
    expect(() => cookiesFromHeader('=oops', 'http://127.0.0.1:3400')).toThrow('Not a cookie')
  })
})
