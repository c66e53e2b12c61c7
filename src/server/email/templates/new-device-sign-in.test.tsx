import { describe, expect, it } from 'vitest'
import { appConfig } from '~/app.config'
import { type NewDeviceSignInInput, newDeviceSignInEmail } from './new-device-sign-in'

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36'
const activityUrl = 'https://threshold.example/app/account/activity'

const input = (overrides: Partial<NewDeviceSignInInput> = {}): NewDeviceSignInInput => ({
  to: 'ada@example.com',
  language: 'en',
  signedInAt: new Date('2026-11-27T14:05:00Z'),
  userAgent: ANDROID_CHROME,
  ipAddress: '203.0.113.9',
  method: 'email-code',
  activityUrl,
  ...overrides,
})

describe('newDeviceSignInEmail', () => {
  it('says when, in which browser, how and from roughly where, in HTML and plain text', () => {
    const email = newDeviceSignInEmail(input())
    expect(email.to).toBe('ada@example.com')
    expect(email.subject).toBe(`New sign-in to your ${appConfig.name} account`)
    expect(email.text).toContain('When: Friday, November 27, 2026 at 2:05 PM UTC')
    expect(email.text).toContain('Browser: Chrome on Android')
    expect(email.text).toContain('Signed in with: an e-mail code')
    expect(email.text).toContain('Network (approximate): 203.0.113.x')
    expect(email.text).not.toContain('203.0.113.9')
    expect(email.text).toContain(`Review your security activity: ${activityUrl}`)
    expect(email.text).toContain(`Not you? Sign out everywhere: ${activityUrl}#sign-out-everywhere`)
    expect(email.html).toContain('<html lang="en" dir="ltr">')
    expect(email.html).toContain(`href="${activityUrl}"`)
    expect(email.html).toContain(`href="${activityUrl}#sign-out-everywhere"`)
    expect(email.html).toContain('Chrome on Android')
  })

  it.each([
    ['passkey', 'a passkey'],
    ['password', 'a password'],
    ['github', 'GitHub'],
    ['oidc', 'Keycloak'],
  ] as const)('names the %s method', (method, words) => {
    expect(newDeviceSignInEmail(input({ method, oidcName: 'Keycloak' })).text).toContain(`Signed in with: ${words}\n`)
  })

  it('keeps the first 48 bits of an IPv6 address, and says when the browser or network is unknown', () => {
    expect(newDeviceSignInEmail(input({ ipAddress: '2001:db8:85a3:1:2:3:4:5' })).text).toContain(
      'Network (approximate): 2001:db8:85a3::/48',
    )
    const unknown = newDeviceSignInEmail(input({ userAgent: null, ipAddress: null }))
    expect(unknown.text).toContain('Browser: Unknown device')
    expect(unknown.text).toContain('Network (approximate): unknown')
  })

  it.each([
    [
      'fr',
      'ltr',
      'Nouvelle connexion à votre compte Threshold',
      'Chrome sous Android',
      'une clé d’accès',
      '27 novembre 2026',
    ],
    ['ar', 'rtl', 'تسجيل دخول جديد إلى حسابك في Threshold', 'Chrome على Android', 'مفتاح مرور', 'نوفمبر'],
    [
      'sw',
      'ltr',
      'Kuingia kupya kwenye akaunti yako ya Threshold',
      'Chrome kwenye Android',
      'ufunguo wa siri',
      'Novemba',
    ],
  ])('speaks %s', (language, direction, subject, device, method, month) => {
    const email = newDeviceSignInEmail(input({ language, method: 'passkey' }))
    expect(email.subject).toBe(subject)
    expect(email.html).toContain(`<html lang="${language}" dir="${direction}">`)
    expect(email.text).toContain(device)
    expect(email.text).toContain(method)
    expect(email.text).toContain(month)
    expect(email.text).toContain('UTC')
    expect(email.text).toContain('203.0.113.x')
    expect(email.text).toContain(`${activityUrl}#sign-out-everywhere`)
    expect(email.text).not.toContain('Signed in with')
  })

  it('escapes markup coming from the configuration', () => {
    const email = newDeviceSignInEmail(input({ method: 'oidc', oidcName: '<b>Corp</b>' }))
    expect(email.html).not.toContain('<b>Corp</b>')
    expect(email.html).toContain('&lt;b&gt;Corp&lt;/b&gt;')
  })
})
