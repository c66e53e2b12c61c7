import { describe, expect, it } from 'vitest'
import { changeEmailCodeEmail, changeEmailTakenEmail } from './change-email-code'
import { signInCodeEmail } from './sign-in-code'

describe('changeEmailCodeEmail', () => {
  it('renders the code with its expiry, in HTML and plain text', () => {
    const email = changeEmailCodeEmail({ to: 'new@example.com', code: '482910', language: 'en', expiresInSeconds: 300 })
    expect(email.to).toBe('new@example.com')
    expect(email.subject).toBe('Confirm your new Threshold email address: 482910')
    expect(email.text).toMatch(/^482910$/m)
    expect(email.text).toContain('It expires in 5 minutes')
    expect(email.html).toContain('<html lang="en" dir="ltr">')
    expect(email.html).toContain('482910')
  })

  it('is not the sign-in e-mail', () => {
    const change = changeEmailCodeEmail({ to: 'a@b.c', code: '111111', language: 'en', expiresInSeconds: 300 })
    const signIn = signInCodeEmail({ to: 'a@b.c', code: '111111', language: 'en', expiresInSeconds: 300 })
    expect(change.subject).not.toBe(signIn.subject)
    expect(change.text).not.toContain('sign in')
  })

  it('speaks the reader’s language, right to left for Arabic, with Arabic plurals', () => {
    const french = changeEmailCodeEmail({ to: 'a@b.c', code: '111111', language: 'fr', expiresInSeconds: 60 })
    const arabic = changeEmailCodeEmail({ to: 'a@b.c', code: '111111', language: 'ar', expiresInSeconds: 180 })
    expect(french.subject).toContain('nouvelle adresse')
    expect(french.text).toContain('1 minute ')
    expect(arabic.html).toContain('<html lang="ar" dir="rtl">')
    expect(arabic.text).toContain('3 دقائق')
  })

  it('escapes markup in the code', () => {
    const email = changeEmailCodeEmail({ to: 'a@b.c', code: '<b>1</b>', language: 'en', expiresInSeconds: 300 })
    expect(email.html).not.toContain('<b>1</b>')
  })
})

describe('changeEmailTakenEmail', () => {
  it('says the address is in use and carries no code', () => {
    const email = changeEmailTakenEmail({ to: 'taken@example.com', language: 'en' })
    expect(email.subject).toBe('This address already has a Threshold account')
    expect(email.text).toContain('Nothing was changed.')
    expect(email.text).not.toMatch(/\d{6}/)
    expect(changeEmailTakenEmail({ to: 'a@b.c', language: 'sw' }).html).toContain('<html lang="sw" dir="ltr">')
  })
})
