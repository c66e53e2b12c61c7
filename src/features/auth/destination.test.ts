import { describe, expect, it } from 'vitest'
import { destinationAfterSignIn } from './destination'

const member = { user: { id: '1', name: 'User', email: 'u@x', image: null, role: 'user' }, can: { useApp: true, useManager: false } }
const manager = { ...member, can: { useApp: true, useManager: true } }
const newcomer = { ...member, user: { ...member.user, name: '' } }

describe('destinationAfterSignIn', () => {
  it('sends managers to /manager and users to /app by default', () => {
    expect(destinationAfterSignIn(manager, undefined)).toBe('/manager')
    expect(destinationAfterSignIn(member, '')).toBe('/app')
  })

  it('keeps a same-site redirect and ignores an off-site one', () => {
    expect(destinationAfterSignIn(member, '/app/account?state=change-name')).toBe('/app/account?state=change-name')
    expect(destinationAfterSignIn(member, 'https://evil.example')).toBe('/app')
    expect(destinationAfterSignIn(manager, '//evil.example')).toBe('/manager')
  })

  it('sends an account without a name to onboarding, keeping the redirect', () => {
    expect(destinationAfterSignIn(newcomer, undefined)).toBe('/onboarding')
    expect(destinationAfterSignIn(newcomer, '/app?tab=1')).toBe('/onboarding?redirect=%2Fapp%3Ftab%3D1')
  })
})
