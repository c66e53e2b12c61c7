import { describe, expect, it } from 'vitest'
import englishAuth from '~/locales/en/auth.json'
import englishAuthErrors from '~/locales/en/auth-errors.json'
import englishErrors from '~/locales/en/errors.json'
import { codeSchema, emailSchema } from '@/lib/validation/validation'
import { parseMessage } from '@/lib/i18n/message'
import { authFailureCode, signInFailureMessage, validationFailureCode } from './sign-in-failure'

/** The English text of a message key ("auth:verify.expired"), as the page would show it. */
function english(message: string | undefined) {
  const { key } = parseMessage(message ?? '')
  const [namespace, path = ''] = key.split(':')
  const messages: unknown = { auth: englishAuth, 'auth-errors': englishAuthErrors, errors: englishErrors }[
    namespace ?? ''
  ]
  return path
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messages)
}

describe('signInFailureMessage: what a refused sign-in form shows', () => {
  it.each([
    ['EMAIL_REQUIRED', 'field', 'Email is required'],
    ['EMAIL_INVALID', 'field', 'Email is invalid'],
    ['CODE_REQUIRED', 'field', 'Code is required'],
    ['CODE_LENGTH', 'field', 'Code should be {{length}} characters'],
    ['INVALID_OTP', 'field', 'Code is invalid'],
    ['OTP_EXPIRED', 'field', 'This code has expired. Request a new code.'],
    ['TOO_MANY_ATTEMPTS', 'field', 'Too many attempts. Request a new code.'],
    ['BANNED_USER', 'alert', 'You have been banned from this application'],
    ['RATE_LIMITED', 'alert', 'Too many attempts. Please wait a moment and try again.'],
    ['SEND_FAILED', 'alert', 'Could not send the code, please try again.'],
    ['CODE_NOT_SENT', 'alert', 'The code could not be sent. Please try again in a few minutes.'],
  ] as const)('%s: under the %s, "%s"', (code, place, text) => {
    const failure = signInFailureMessage(code)
    expect(Object.keys(failure ?? {})).toEqual([place])
    expect(english(failure?.[place])).toBe(text)
  })

  it("says how long to wait after a rate limit's refusal", () => {
    expect(signInFailureMessage('RATE_LIMITED', 40)).toEqual({ alert: 'errors:rateLimited.seconds|{"count":40}' })
    expect(signInFailureMessage('RATE_LIMITED', 25 * 60)).toEqual({ alert: 'errors:rateLimited.minutes|{"count":25}' })
  })

  it('shows any other better-auth code with its own message', () => {
    expect(signInFailureMessage('SERVICE_UNAVAILABLE')).toEqual({ alert: 'auth-errors:SERVICE_UNAVAILABLE' })
    expect(english(signInFailureMessage('SERVICE_UNAVAILABLE')?.alert)).toBe(englishAuthErrors.SERVICE_UNAVAILABLE)
  })

  it.each([undefined, '', 'NOT_A_CODE', 'auth:verify.banned', '__proto__', 'constructor'])(
    'shows nothing for %j (a hand-edited URL)',
    (code) => {
      expect(signInFailureMessage(code)).toBeUndefined()
    },
  )
})

describe("validationFailureCode: the shared schemas' messages as codes", () => {
  it.each([
    ['e-mail', '', 'EMAIL_REQUIRED'],
    ['e-mail', 'foo', 'EMAIL_INVALID'],
    ['code', '', 'CODE_REQUIRED'],
    ['code', '123', 'CODE_LENGTH'],
    ['code', '12345a', 'INVALID_OTP'],
  ] as const)('the %s %j is %s', (field, value, code) => {
    const parsed = (field === 'e-mail' ? emailSchema : codeSchema).safeParse(value)
    expect(parsed.success).toBe(false)
    expect(validationFailureCode(parsed.error?.issues[0]?.message, 'FALLBACK')).toBe(code)
  })

  it('falls back for a message it does not know', () => {
    expect(validationFailureCode('errors:invalidInput', 'EMAIL_INVALID')).toBe('EMAIL_INVALID')
    expect(validationFailureCode(undefined, 'INVALID_OTP')).toBe('INVALID_OTP')
  })
})

describe('authFailureCode: a refused better-auth call as a code', () => {
  it('is RATE_LIMITED on a 429, whatever the body says', () => {
    expect(authFailureCode({ status: 429 }, 'SEND_FAILED')).toBe('RATE_LIMITED')
    expect(authFailureCode({ status: 429, code: 'INVALID_OTP' }, 'SEND_FAILED')).toBe('RATE_LIMITED')
  })

  it("keeps better-auth's own code, else falls back", () => {
    expect(authFailureCode({ status: 400, code: 'INVALID_OTP' }, 'UNKNOWN')).toBe('INVALID_OTP')
    expect(authFailureCode({ status: 503, code: 'SERVICE_UNAVAILABLE' }, 'SEND_FAILED')).toBe('SERVICE_UNAVAILABLE')
    expect(authFailureCode({ status: 503, code: 'CODE_NOT_SENT' }, 'SEND_FAILED')).toBe('CODE_NOT_SENT')
    expect(authFailureCode({ status: 500, code: 'SOMETHING_ELSE' }, 'SEND_FAILED')).toBe('SEND_FAILED')
    expect(authFailureCode({ status: 500 }, 'UNKNOWN')).toBe('UNKNOWN')
  })
})
