import { describe, expect, it } from 'vitest'
import { signInCodeEmail } from './sign-in-code'

describe('signInCodeEmail', () => {
  it('renders the code with its expiry in English, in HTML and plain text', () => {
    const email = signInCodeEmail({ to: 'ada@example.com', code: '493340', language: 'en', expiresInSeconds: 300 })
    expect(email.subject).toBe('Your Threshold sign-in code: 493340')
    expect(email.text).toMatch(/^493340$/m)
    expect(email.text).toContain('It expires in 5 minutes')
    expect(email.html).toContain('<html lang="en" dir="ltr">')
    expect(email.html).toContain('493340')
  })

  it('speaks the reader’s language, right to left for Arabic', () => {
    const french = signInCodeEmail({ to: 'a@b.c', code: '111111', language: 'fr', expiresInSeconds: 60 })
    const arabic = signInCodeEmail({ to: 'a@b.c', code: '111111', language: 'ar', expiresInSeconds: 600 })
    const english = signInCodeEmail({ to: 'a@b.c', code: '111111', language: 'en', expiresInSeconds: 60 })
    expect(french.subject).not.toBe(english.subject)
    expect(french.html).toContain('<html lang="fr" dir="ltr">')
    expect(arabic.html).toContain('<html lang="ar" dir="rtl">')
    expect(arabic.text).toContain('111111')
  })

  it('escapes markup in the code', () => {
    const email = signInCodeEmail({ to: 'a@b.c', code: '<b>1</b>', language: 'en', expiresInSeconds: 300 })
    expect(email.html).not.toContain('<b>1</b>')
  })
})
