import { z } from 'zod/mini'
import { appConfig } from '~/app.config'
import { messageWithValues } from '@/lib/i18n/message'

// Messages are translation keys: forms and server answers show them in the user's language.

export const INVALID_INPUT = 'errors:invalidInput'

// A NUL character (PostgreSQL text refuses it: a 500) or a lone UTF-16 surrogate (jsonb refuses its
// \ud800 escape, text would silently store U+FFFD instead): no keyboard types them.
// eslint-disable-next-line no-control-regex -- NUL is what this pattern looks for
const UNSTORABLE_TEXT = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?:^|[^\uD800-\uDBFF])[\uDC00-\uDFFF]/

/** Whether PostgreSQL stores `value` as it is (refine free text with it before it reaches the database). */
export function isStorableText(value: string) {
  return !UNSTORABLE_TEXT.test(value)
}
// zod/mini (tree-shaken function by function) rather than zod's chained API: these field schemas are on
// the sign-in pages, whose first load is kept small; zod's object schemas accept them.
export const emailSchema = z.pipe(
  z
    .string({ error: 'auth:validation.emailRequired' })
    .check(
      z.trim(),
      z.minLength(1, 'auth:validation.emailRequired'),
      z.maxLength(appConfig.validation.emailMaxLength, 'auth:validation.emailInvalid'),
    ),
  z.pipe(
    z.email('auth:validation.emailInvalid'),
    z.transform((email: string) => email.toLowerCase()),
  ),
)

export const codeSchema = z
  .string({ error: 'auth:validation.codeRequired' })
  .check(
    z.trim(),
    z.minLength(1, 'auth:validation.codeRequired'),
    z.length(appConfig.otp.length, messageWithValues('auth:validation.codeLength', { length: appConfig.otp.length })),
    z.regex(/^\d+$/, 'auth:validation.codeInvalid'),
  )

// Letters of any script, marks, spaces and the punctuation names use; no control characters.
const namePattern = /^[\p{L}\p{M}\p{N}][\p{L}\p{M}\p{N} .'’-]*$/u

export const nameSchema = z
  .string({ error: 'auth:validation.nameRequired' })
  .check(
    z.trim(),
    z.minLength(1, 'auth:validation.nameRequired'),
    z.maxLength(appConfig.validation.nameMaxLength, 'auth:validation.nameInvalid'),
    z.regex(namePattern, 'auth:validation.nameInvalid'),
  )

/** What a person calls one of their passkeys ("Chrome on Android", "Work laptop"). */
export const passkeyNameSchema = z
  .string({ error: 'auth:validation.passkeyNameRequired' })
  .check(
    z.trim(),
    z.minLength(1, 'auth:validation.passkeyNameRequired'),
    z.maxLength(appConfig.validation.passkeyNameMaxLength, 'auth:validation.passkeyNameTooLong'),
    z.refine(isStorableText, 'auth:validation.passkeyNameInvalid'),
  )
