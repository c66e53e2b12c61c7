import { describe, expect, it } from 'vitest'
import { organizationInvitationEmail } from './organization-invitation'

const input = {
  to: 'bob@example.com',
  organizationName: 'Acme <Labs>',
  inviterName: 'Ada Lovelace',
  inviterEmail: 'ada@example.com',
  role: 'admin',
  url: 'https://threshold.example/app/organizations/invitations/0f1e',
  expiresAt: new Date('2026-12-01T10:00:00Z'),
}

describe('organizationInvitationEmail', () => {
  it('names the organisation, the inviter and the role, with the link, in HTML and plain text', () => {
    const email = organizationInvitationEmail({ ...input, language: 'en' })
    expect(email.to).toBe('bob@example.com')
    expect(email.subject).toBe('Ada Lovelace invited you to join Acme <Labs> on Threshold')
    expect(email.text).toContain(
      'Ada Lovelace (ada@example.com) invited you to join the organization Acme <Labs> on Threshold as administrator.',
    )
    expect(email.text).toContain(input.url)
    expect(email.text).toContain('December 1, 2026')
    expect(email.html).toContain(`href="${input.url}"`)
    expect(email.html).toContain('<html lang="en" dir="ltr">')
    // Names are the people's own text: escaped in the HTML.
    expect(email.html).toContain('Acme &lt;Labs&gt;')
    expect(email.html).not.toContain('Acme <Labs>')
  })

  it('speaks the invitee’s language, right to left for Arabic', () => {
    const french = organizationInvitationEmail({ ...input, language: 'fr' })
    expect(french.subject).toBe('Ada Lovelace vous invite à rejoindre Acme <Labs> sur Threshold')
    expect(french.text).toContain('en tant que administrateur')
    expect(french.html).toContain('<html lang="fr" dir="ltr">')
    const arabic = organizationInvitationEmail({ ...input, language: 'ar', role: 'member' })
    expect(arabic.html).toContain('<html lang="ar" dir="rtl">')
    expect(arabic.text).toContain('عضو')
    const swahili = organizationInvitationEmail({ ...input, language: 'sw', role: 'owner' })
    expect(swahili.text).toContain('mmiliki')
  })

  it('falls back to the inviter’s address without a name, and shows an unknown role as stored', () => {
    const email = organizationInvitationEmail({ ...input, language: 'en', inviterName: '', role: 'member,billing' })
    expect(email.subject).toBe('ada@example.com invited you to join Acme <Labs> on Threshold')
    expect(email.text).toContain('as member, billing.')
  })
})
