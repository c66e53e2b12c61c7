import type { TFunction } from 'i18next'
import englishAuthErrors from '~/locales/en/auth-errors.json'

/** A better-auth error code with a message in the auth-errors namespace. */
export type AuthErrorCode = keyof typeof englishAuthErrors

/** What better-auth's client answers with when a call fails (and what its server errors carry). */
export interface AuthClientError {
  code?: string
  message?: string
  status?: number
}

export function isAuthErrorCode(code: unknown): code is AuthErrorCode {
  return typeof code === 'string' && Object.hasOwn(englishAuthErrors, code)
}

/**
 * The translation key of a better-auth error: its code's own message, the rate-limit message on a
 * 429, else "Something went wrong".
 */
export function authErrorKey(error: AuthClientError | null | undefined): string {
  if (isAuthErrorCode(error?.code)) return `auth-errors:${error.code}`
  if (error?.status === 429) return 'auth:verify.rateLimited'
  return 'auth-errors:UNKNOWN_ERROR'
}

/** A better-auth error as the person reads it, in their language; never a raw code. */
export function authErrorMessage(t: TFunction<string>, error: AuthClientError | null | undefined): string {
  return t(authErrorKey(error))
}
