import { describe, expect, it } from 'vitest'
import { detectRequestLanguage } from './detect-request-language'
import { languageDirection, languageFontScale } from './languages'

const request = (url: string, headers: Record<string, string> = {}) => ({ url, headers: new Headers(headers) })

describe('detectRequestLanguage', () => {
  it('prefers the lng query parameter, then the cookie, then Accept-Language', () => {
    const headers = { cookie: 'a=1; i18next=sw', 'accept-language': 'fr-FR,fr;q=0.9' }
    expect(detectRequestLanguage(request('http://x/login?lng=ar', headers))).toBe('ar')
    expect(detectRequestLanguage(request('http://x/login', headers))).toBe('sw')
    expect(
      detectRequestLanguage(request('http://x/login', { 'accept-language': 'de;q=1, fr-CA;q=0.8, en;q=0.5' })),
    ).toBe('fr')
  })

  it('falls back to English on unsupported or missing values', () => {
    expect(detectRequestLanguage(request('http://x/?lng=xx', { cookie: 'i18next=zz', 'accept-language': 'de' }))).toBe(
      'en',
    )
    expect(detectRequestLanguage(request('http://x/'))).toBe('en')
  })
})

describe('language metadata', () => {
  it('writes Arabic right to left with a 1.2 font scale', () => {
    expect(languageDirection('ar')).toBe('rtl')
    expect(languageFontScale('ar')).toBe(1.2)
    expect(languageDirection('fr')).toBe('ltr')
    expect(languageFontScale('fr')).toBe(1)
  })
})
