import type { BetterAuthPlugin } from 'better-auth'
import { APIError, createAuthMiddleware, getSessionFromCtx } from 'better-auth/api'
import { STEP_UP_HEADER, STEP_UP_REQUIRED } from '@/lib/auth/step-up'
import { isWithinStepUpMaxAge, stepUpRefusalKey } from './step-up-rule'
import { signInMethodOf } from './sign-in-method'

/**
 * The sensitive actions that go through better-auth's own endpoints: adding a passkey (its first step) and
 * starting an impersonation. Changing the e-mail address is checked by its server function, and again here
 * because the endpoint it calls is open.
 */
export const STEP_UP_PATHS = [
  '/passkey/generate-register-options',
  '/admin/impersonate-user',
  '/email-otp/request-email-change',
]

const SIGN_IN_PATHS = ['/sign-in/email-otp', '/passkey/verify-authentication', '/sign-in/email', '/callback/:id']

export function stepUpChecks(maxAgeSeconds: number): BetterAuthPlugin {
  return {
    id: 'threshold-step-up-checks',
    hooks: {
      before: [
        {
          matcher: (ctx) => STEP_UP_PATHS.includes(ctx.path ?? ''),
          handler: createAuthMiddleware(async (ctx) => {
            const found = await getSessionFromCtx(ctx)
            if (!found || isWithinStepUpMaxAge(found.session.createdAt, maxAgeSeconds)) return
            const impersonated = Boolean(found.session.impersonatedBy)
            throw new APIError(
              'FORBIDDEN',
              { code: 'STEP_UP_REQUIRED', message: stepUpRefusalKey(impersonated) },
              impersonated ? {} : { [STEP_UP_HEADER]: STEP_UP_REQUIRED },
            )
          }),
        },
      ],
      // A sign-in from a browser already signed in to the same account (the step-up dialog) replaces that
      // browser's session rather than leaving two behind.
      after: [
        {
          matcher: (ctx) => SIGN_IN_PATHS.includes(ctx.path ?? ''),
          handler: createAuthMiddleware(async (ctx) => {
            const signedIn = ctx.context.newSession
            if (!signedIn || !signInMethodOf(ctx)) return
            const previousToken = await ctx.getSignedCookie(
              ctx.context.authCookies.sessionToken.name,
              ctx.context.secret,
            )
            if (!previousToken || previousToken === signedIn.session.token) return
            const previous = await ctx.context.internalAdapter.findSession(previousToken)
            if (previous?.session.userId === signedIn.user.id && !previous.session.impersonatedBy) {
              await ctx.context.internalAdapter.deleteSession(previousToken)
            }
          }),
        },
      ],
    },
  }
}
