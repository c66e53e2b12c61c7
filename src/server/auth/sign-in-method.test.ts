import { describe, expect, it } from 'vitest'
import { signInMethodOf } from './sign-in-method'

describe('signInMethodOf', () => {
  it('names the method of each sign-in endpoint', () => {
    expect(signInMethodOf({ path: '/sign-in/email-otp' })).toBe('email-code')
    expect(signInMethodOf({ path: '/passkey/verify-authentication' })).toBe('passkey')
    expect(signInMethodOf({ path: '/sign-in/email' })).toBe('password')
    expect(signInMethodOf({ path: '/callback/:id', params: { id: 'github' } })).toBe('github')
    expect(signInMethodOf({ path: '/callback/:id', params: { id: 'oidc' } })).toBe('oidc')
  })

  it('finds no sign-in in other endpoints or unknown providers', () => {
    expect(signInMethodOf({ path: '/admin/impersonate-user' })).toBeNull()
    expect(signInMethodOf({ path: '/email-otp/change-email' })).toBeNull()
    expect(signInMethodOf({ path: '/callback/:id', params: { id: 'unknown' } })).toBeNull()
    expect(signInMethodOf(undefined)).toBeNull()
  })
})
