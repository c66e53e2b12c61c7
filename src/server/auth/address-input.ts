import type { BetterAuthPlugin } from 'better-auth'
import { APIError, createAuthMiddleware } from 'better-auth/api'
import { emailSchema } from '@/lib/validation/validation'
import { CODE_CONFIRM_PATHS, CODE_REQUEST_PATHS } from './address-rate-limit'

const addressFields = { ...CODE_REQUEST_PATHS, ...CODE_CONFIRM_PATHS }

/**
 * The e-mail code endpoints are open over HTTP: the address is checked with the forms' schema so that a
 * direct call cannot sign up or move an account to an address the product refuses (better-auth checks the
 * format only, at any length).
 */
export function addressInput(): BetterAuthPlugin {
  return {
    id: 'threshold-address-input',
    hooks: {
      before: [
        {
          matcher: (ctx) => Object.hasOwn(addressFields, ctx.path ?? ''),
          handler: createAuthMiddleware(async (ctx) => {
            const { field } = addressFields[ctx.path]!
            const body = (ctx.body ?? {}) as Record<string, unknown>
            const parsed = emailSchema.safeParse(body[field])
            if (!parsed.success) {
              throw APIError.from('BAD_REQUEST', {
                code: 'VALIDATION_ERROR',
                message: parsed.error.issues[0]?.message ?? 'auth:validation.emailInvalid',
              })
            }
            return { context: { body: { ...body, [field]: parsed.data } } }
          }),
        },
      ],
    },
  }
}
