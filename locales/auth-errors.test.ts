import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { BASE_ERROR_CODES } from '@better-auth/core/error'
import { ADMIN_ERROR_CODES, EMAIL_OTP_ERROR_CODES, ORGANIZATION_ERROR_CODES } from 'better-auth/client/plugins'
import { describe, expect, it } from 'vitest'
import { appConfig } from '~/app.config'

const root = import.meta.dirname

/** The captcha plugin does not export its codes: they are read from its module. */
function captchaCodes() {
  const require = createRequire(import.meta.url)
  const dist = dirname(require.resolve('better-auth'))
  const source = readFileSync(join(dist, 'plugins/captcha/error-codes.mjs'), 'utf8')
  return [...source.matchAll(/^\s*([A-Z][A-Z0-9_]+):\s*"/gm)].map((match) => match[1] as string)
}

// The better-auth error-code objects the product translates: core, e-mail OTP, admin, organisation and team, captcha.
const codes = new Set([
  ...Object.keys(BASE_ERROR_CODES),
  ...Object.keys(EMAIL_OTP_ERROR_CODES),
  ...Object.keys(ADMIN_ERROR_CODES),
  ...Object.keys(ORGANIZATION_ERROR_CODES),
  ...captchaCodes(),
])

function load(language: string) {
  return JSON.parse(readFileSync(join(root, language, 'auth-errors.json'), 'utf8')) as Record<string, unknown>
}

describe('auth-errors', () => {
  it('reads the codes of every better-auth error object it translates', () => {
    for (const code of [
      'SESSION_EXPIRED',
      'INVALID_OTP',
      'YOU_CANNOT_IMPERSONATE_ADMINS',
      'UNABLE_TO_REMOVE_LAST_TEAM',
      'MISSING_RESPONSE',
      'SERVICE_UNAVAILABLE',
    ]) {
      expect(codes).toContain(code)
    }
  })

  it.each(appConfig.languages)('%s has a non-empty message for every code', (language) => {
    const messages = load(language)
    const missing = [...codes].filter(
      (code) => typeof messages[code] !== 'string' || !(messages[code] as string).trim(),
    )
    expect(missing).toEqual([])
  })

  it('keeps better-auth’s English texts', () => {
    const english = load('en')
    expect(english.SESSION_EXPIRED).toBe('Session expired. Re-authenticate to perform this action.')
    expect(english.BANNED_USER).toBe('You have been banned from this application')
    expect(english.UNKNOWN_ERROR).toBe('Something went wrong')
    expect(english.YOU_ARE_NOT_THE_RECIPIENT_OF_THE_INVITATION).toBe('You are not the recipient of the invitation')
  })
})
