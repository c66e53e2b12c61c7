import { z } from 'zod'
import { appConfig } from '~/app.config'
import { messageWithValues } from './i18n/message'

// Messages are translation keys: forms and server answers show them in the user's language.
export const emailSchema = z
  .string({ error: 'auth:validation.emailRequired' })
  .trim()
  .min(1, 'auth:validation.emailRequired')
  .max(appConfig.validation.emailMaxLength, 'auth:validation.emailInvalid')
  .pipe(z.email('auth:validation.emailInvalid'))
  .transform((email) => email.toLowerCase())

export const codeSchema = z
  .string({ error: 'auth:validation.codeRequired' })
  .trim()
  .min(1, 'auth:validation.codeRequired')
  .length(appConfig.otp.length, messageWithValues('auth:validation.codeLength', { length: appConfig.otp.length }))
  .regex(/^\d+$/, 'auth:validation.codeInvalid')

// Letters of any script, marks, spaces and the punctuation names use; no control characters.
const namePattern = /^[\p{L}\p{M}\p{N}][\p{L}\p{M}\p{N} .'’-]*$/u

export const nameSchema = z
  .string({ error: 'auth:validation.nameRequired' })
  .trim()
  .min(1, 'auth:validation.nameRequired')
  .max(appConfig.validation.nameMaxLength, 'auth:validation.nameInvalid')
  .regex(namePattern, 'auth:validation.nameInvalid')

