import { describe, expect, it } from 'vitest'
import { destinationAfterSignIn } from './destination'

const member = {
  user: { id: '1', name: 'User', email: 'u@x', image: null, role: 'user' },
  can: { useApp: true, useManager: false },
}
const manager = { ...member, can: { useApp: true, useManager: true } }
const newcomer = { ...member, user: { ...member.user, name: '' } }

describe('destinationAfterSignIn', () => {
  it('sends managers to /manager and users to /app by default', () => {
    expect(destinationAfterSignIn(manager, undefined)).toEqual({ onboarding: false, path: '/manager' })
    expect(destinationAfterSignIn(member, '')).toEqual({ onboarding: false, path: '/app' })
  })

  it('keeps a same-site redirect and ignores an off-site one', () => {
    expect(destinationAfterSignIn(member, '/app/account?state=change-name')).toEqual({
      onboarding: false,
      path: '/app/account?state=change-name',
    })
    expect(destinationAfterSignIn(member, 'https://evil.example')).toEqual({ onboarding: false, path: '/app' })
    expect(destinationAfterSignIn(manager, '//evil.example')).toEqual({ onboarding: false, path: '/manager' })
  })

  it('sends to the default area when the redirect only leaves the site once normalised', () => {
    expect(destinationAfterSignIn(member, '/app/../..//evil.com')).toEqual({ onboarding: false, path: '/app' })
    expect(destinationAfterSignIn(manager, '/%2e%2e//evil.com')).toEqual({ onboarding: false, path: '/manager' })
    expect(destinationAfterSignIn(newcomer, '/%252F%252Fevil.com')).toEqual({ onboarding: true, redirect: undefined })
  })

  it('sends an account without a name to onboarding, keeping the redirect', () => {
    expect(destinationAfterSignIn(newcomer, undefined)).toEqual({ onboarding: true, redirect: undefined })
    expect(destinationAfterSignIn(newcomer, '/app?tab=1')).toEqual({ onboarding: true, redirect: '/app?tab=1' })
    expect(destinationAfterSignIn(newcomer, 'https://evil.example')).toEqual({ onboarding: true, redirect: undefined })
  })
})
