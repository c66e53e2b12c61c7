import { z } from 'zod/mini'
import { emailParam, optionalTextParam, textParam } from '@/lib/search-params'
import { codeSchema, emailSchema } from '@/lib/validation'

export const loginFormSchema = z.object({ email: emailSchema })
export const verifyFormSchema = z.object({ code: codeSchema })

export const loginErrorSearchSchema = z.object({ error: textParam() })

export const loginErrorKinds = ['signup_disabled', 'access_denied', 'unknown_error'] as const
export type LoginErrorKind = (typeof loginErrorKinds)[number]

/** /login/verify: `email` must be a valid address, else it is dropped and the page refuses it. */
export const verifySearchSchema = z.object({ redirect: optionalTextParam(), email: emailParam() })
