import type { BetterAuthPlugin } from 'better-auth'
import { APIError, createAuthMiddleware } from 'better-auth/api'

const CODE_REQUEST_PATH = '/email-otp/send-verification-otp'
const SIGN_IN = 'sign-in'

/**
 * better-auth would also send password-reset and e-mail-verification codes, to known addresses only and inside
 * the request: their answer times told who has an account. Refused before anything looks the address up.
 */
export function signInCodesOnly(): BetterAuthPlugin {
  return {
    id: 'threshold-sign-in-codes-only',
    hooks: {
      before: [
        {
          matcher: (ctx) => ctx.path === CODE_REQUEST_PATH,
          handler: createAuthMiddleware(async (ctx) => {
            const type =
              ctx.body && typeof ctx.body === 'object' ? (ctx.body as Record<string, unknown>).type : undefined
            if (type !== SIGN_IN)
              throw APIError.from('BAD_REQUEST', {
                code: 'INVALID_OTP_TYPE',
                message: 'Only sign-in codes can be requested',
              })
          }),
        },
      ],
    },
  }
}
