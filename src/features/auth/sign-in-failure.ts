import { appConfig } from '~/app.config'
import { isAuthErrorCode } from '@/lib/auth/auth-error-message'
import { CODE_NOT_SENT } from '@/lib/auth/code-not-sent'
import { messageWithValues, parseMessage } from '@/lib/i18n/message'
import { RATE_LIMITED, rateLimitMessage } from '@/lib/http/rate-limit-message'

/**
 * The codes the page's `?error=` may carry besides better-auth's own. A Map, not an object:
 * `?error=constructor` must find nothing.
 */
const failures = new Map<string, { field: string } | { alert: string }>([
  ['EMAIL_REQUIRED', { field: 'auth:validation.emailRequired' }],
  ['EMAIL_INVALID', { field: 'auth:validation.emailInvalid' }],
  ['CODE_REQUIRED', { field: 'auth:validation.codeRequired' }],
  ['CODE_LENGTH', { field: messageWithValues('auth:validation.codeLength', { length: appConfig.otp.length }) }],
  ['INVALID_OTP', { field: 'auth:validation.codeInvalid' }],
  ['OTP_EXPIRED', { field: 'auth:verify.expired' }],
  ['TOO_MANY_ATTEMPTS', { field: 'auth:verify.tooManyAttempts' }],
  ['BANNED_USER', { alert: 'auth:verify.banned' }],
  ['SEND_FAILED', { alert: 'auth:login.sendFailed' }],
  [CODE_NOT_SENT, { alert: 'auth:login.codeNotSent' }],
  ['PASSKEY_CANCELLED', { alert: 'auth:passkey.cancelled' }],
  ['PASSKEY_TIMED_OUT', { alert: 'auth:passkey.timedOut' }],
  ['PASSKEY_NOT_FOUND', { alert: 'auth:passkey.notFound' }],
  ['PASSKEY_FAILED', { alert: 'auth:passkey.failed' }],
])

export type SignInFailureMessage = { field?: string; alert?: string }

/** Nothing for a code the server never sends (a hand-edited URL). */
export function signInFailureMessage(code: string | undefined, retryAfter?: number): SignInFailureMessage | undefined {
  if (!code) return undefined
  if (code === RATE_LIMITED) return { alert: rateLimitMessage(retryAfter) }
  const failure = failures.get(code)
  if (failure) return failure
  return isAuthErrorCode(code) ? { alert: `auth-errors:${code}` } : undefined
}

/** The code of a field's validation message (a key of the shared schemas, src/lib/validation/validation.ts), else `fallback`. */
export function validationFailureCode(message: string | undefined, fallback: string): string {
  const key = message === undefined ? undefined : parseMessage(message).key
  for (const [code, failure] of failures) if ('field' in failure && parseMessage(failure.field).key === key) return code
  return fallback
}

export function authFailureCode(answer: { status: number; code?: string }, fallback: string): string {
  if (answer.status === 429) return RATE_LIMITED
  return isAuthErrorCode(answer.code) || answer.code === CODE_NOT_SENT ? answer.code : fallback
}
