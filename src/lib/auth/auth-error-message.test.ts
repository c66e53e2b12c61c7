import { describe, expect, it } from 'vitest'
import { createI18n } from '@/lib/i18n/create-i18n'
import { authErrorKey, authErrorMessage, hasAuthErrorMessage, isAuthErrorCode } from './auth-error-message'
import enAuth from '~/locales/en/auth.json'
import enAuthErrors from '~/locales/en/auth-errors.json'
import enErrors from '~/locales/en/errors.json'
import frAuth from '~/locales/fr/auth.json'
import frAuthErrors from '~/locales/fr/auth-errors.json'

const resources = {
  en: { auth: enAuth, 'auth-errors': enAuthErrors, errors: enErrors },
  fr: { auth: frAuth, 'auth-errors': frAuthErrors },
}

describe('authErrorMessage', () => {
  const { t } = createI18n('en', resources)

  it('translates a known better-auth code', () => {
    expect(authErrorMessage(t, { code: 'SESSION_EXPIRED', message: 'Session expired.', status: 403 })).toBe(
      'Session expired. Re-authenticate to perform this action.',
    )
    expect(authErrorMessage(t, { code: 'BANNED_USER', status: 403 })).toBe('You have been banned from this application')
    expect(authErrorMessage(t, { code: 'YOU_ARE_NOT_THE_RECIPIENT_OF_THE_INVITATION' })).toBe(
      'You are not the recipient of the invitation',
    )
  })

  it('answers a 429 without a known code with the rate-limit message and the wait the /api/auth handler added', () => {
    expect(
      authErrorMessage(t, { status: 429, message: 'Too many requests. Please try again later.', retryAfter: 40 }),
    ).toBe('Too many attempts. Try again in 40 seconds.')
    expect(authErrorMessage(t, { status: 429, message: 'Too many requests. Please try again later.' })).toBe(
      enErrors.rateLimited.later,
    )
    expect(hasAuthErrorMessage({ status: 429 })).toBe(true)
    expect(hasAuthErrorMessage({ status: 400, code: 'SOMETHING_NEW' })).toBe(false)
    expect(authErrorKey({ code: 'TOO_MANY_ATTEMPTS', status: 429 })).toBe('auth-errors:TOO_MANY_ATTEMPTS')
  })

  it('falls back to "Something went wrong" for anything else, never showing a raw code or message', () => {
    expect(authErrorMessage(t, { code: 'SOMETHING_NEW', message: 'Raw server text', status: 400 })).toBe(
      'Something went wrong',
    )
    expect(authErrorMessage(t, { status: 500 })).toBe('Something went wrong')
    expect(authErrorMessage(t, null)).toBe('Something went wrong')
    expect(authErrorMessage(t, undefined)).toBe('Something went wrong')
  })

  it('speaks the reader’s language', () => {
    const french = createI18n('fr', resources)
    expect(authErrorMessage(french.t, { code: 'USER_NOT_FOUND' })).toBe(frAuthErrors.USER_NOT_FOUND)
    expect(authErrorMessage(french.t, {})).toBe(frAuthErrors.UNKNOWN_ERROR)
  })

  it('knows only own codes, not inherited object properties', () => {
    expect(isAuthErrorCode('INVALID_OTP')).toBe(true)
    expect(isAuthErrorCode('toString')).toBe(false)
    expect(isAuthErrorCode(42)).toBe(false)
  })

  it('knows every code of the auth-errors namespace', () => {
    expect(Object.keys(enAuthErrors).filter((code) => !isAuthErrorCode(code))).toEqual([])
  })
})
