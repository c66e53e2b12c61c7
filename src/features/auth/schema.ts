import { z } from 'zod/mini'
import { retryAfterSeconds } from '@/lib/http/rate-limit-message'
import { emailParam, optionalTextParam, textParam } from '@/lib/validation/search-params'

export const loginErrorSearchSchema = z.object({ error: textParam() })

export const loginErrorKinds = [
  'signup_disabled',
  'access_denied',
  'sso_address_refused',
  'sso_answer_refused',
  'unknown_error',
] as const
export type LoginErrorKind = (typeof loginErrorKinds)[number]

/** `?retryAfter=`: the seconds to wait that a rate limit's refusal (`error=RATE_LIMITED`) announced. */
const retryAfterParam = () =>
  z.catch(z.optional(z.number().check(z.refine((value) => retryAfterSeconds(value) !== undefined))), undefined)

export const loginSearchSchema = z.object({
  redirect: optionalTextParam(),
  email: optionalTextParam(),
  error: optionalTextParam(),
  retryAfter: retryAfterParam(),
})

/**
 * /login/verify: `email` must be a valid address, else it is dropped and the page refuses it; `error` and
 * `notice=resent` are set by the form's post.
 */
export const verifySearchSchema = z.object({
  redirect: optionalTextParam(),
  email: emailParam(),
  error: optionalTextParam(),
  retryAfter: retryAfterParam(),
  notice: z.catch(z.optional(z.literal('resent')), undefined),
})

/** /login/sso: the address the e-mail form was given (dropped when malformed), and the way back. */
export const ssoSearchSchema = z.object({ redirect: optionalTextParam(), email: emailParam() })
