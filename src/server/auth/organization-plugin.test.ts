import { describe, expect, it } from 'vitest'
import { invitationUrl, organizationLimits, organizationSlug } from './organization-plugin'

describe('organizationSlug', () => {
  it('makes a unique, URL-safe slug from any name', () => {
    expect(organizationSlug('Ada’s Lab')).toMatch(/^ada-s-lab-[0-9a-f]{10}$/)
    expect(organizationSlug('Équipe Rouge')).toMatch(/^equipe-rouge-[0-9a-f]{10}$/)
    expect(organizationSlug('فريق')).toMatch(/^[0-9a-f]{10}$/)
    expect(organizationSlug('Acme')).not.toBe(organizationSlug('Acme'))
    expect(organizationSlug('x'.repeat(200)).length).toBeLessThanOrEqual(51)
  })
})

describe('invitationUrl', () => {
  it('points at the invitation page of the app, whatever the base URL ends with', () => {
    expect(invitationUrl('https://threshold.example/', 'abc')).toBe(
      'https://threshold.example/app/organizations/invitations/abc',
    )
    expect(invitationUrl('http://localhost:3000', 'a/b')).toBe(
      'http://localhost:3000/app/organizations/invitations/a%2Fb',
    )
  })
})

describe('organizationLimits', () => {
  it('keeps invitations valid for a week', () => {
    expect(organizationLimits.invitationExpiresInSeconds).toBe(604_800)
  })
})
