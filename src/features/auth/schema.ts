import { z } from 'zod'
import { codeSchema, emailSchema } from '@/lib/validation'

export const loginFormSchema = z.object({ email: emailSchema })
export const verifyFormSchema = z.object({ code: codeSchema })

/** Search params of /login and its children: a bad `redirect` becomes empty (SPEC §2). */
export const loginSearchSchema = z.object({
  redirect: z.string().optional().catch(undefined),
})

export const loginErrorSearchSchema = z.object({
  error: z.string().catch('').default(''),
})

export const loginErrorKinds = ['signup_disabled', 'access_denied', 'unknown_error'] as const
export type LoginErrorKind = (typeof loginErrorKinds)[number]

/** /login/verify: `email` must be a valid address, else it is dropped and the page refuses it. */
export const verifySearchSchema = loginSearchSchema.extend({
  email: z
    .string()
    .optional()
    .transform((value) => (emailSchema.safeParse(value).success ? value : undefined))
    .catch(undefined),
})
