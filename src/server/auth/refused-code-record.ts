import type { BetterAuthPlugin } from 'better-auth'
import { createAuthMiddleware, isAPIError } from 'better-auth/api'
import { eq } from 'drizzle-orm'
import type { Database } from '../db'
import { signInEvent, user } from '../db/schema'
import { addressOf } from './address-rate-limit'
import { CLIENT_IP_HEADER } from './client-ip'

const SIGN_IN_PATH = '/sign-in/email-otp'
// A wrong code, an expired one, and the refusal once a code has had all its tries.
const REFUSED_CODE_ERRORS = new Set(['INVALID_OTP', 'OTP_EXPIRED', 'TOO_MANY_ATTEMPTS'])

function refusedCode(returned: unknown) {
  if (!isAPIError(returned)) return false
  const code = (returned.body as { code?: unknown } | undefined)?.code
  return typeof code === 'string' && REFUSED_CODE_ERRORS.has(code)
}

/**
 * A refused sign-in code is kept in the account's security activity, so its owner sees someone trying. An
 * address without an account gets nothing recorded: the answer is the same either way, and no row anywhere
 * tells which addresses have one.
 */
export function refusedCodeRecord(db: Database): BetterAuthPlugin {
  return {
    id: 'threshold-refused-code-record',
    hooks: {
      after: [
        {
          matcher: (ctx) => ctx.path === SIGN_IN_PATH,
          handler: createAuthMiddleware(async (ctx) => {
            if (!refusedCode(ctx.context.returned)) return
            const address = addressOf(ctx.body, 'email')
            if (!address) return
            const [owner] = await db.select({ id: user.id }).from(user).where(eq(user.email, address))
            if (!owner) return
            const headers = ctx.headers ?? ctx.request?.headers
            await db.insert(signInEvent).values({
              userId: owner.id,
              method: 'email-code',
              failed: true,
              userAgent: headers?.get('user-agent') ?? null,
              ipAddress: headers?.get(CLIENT_IP_HEADER) ?? null,
            })
          }),
        },
      ],
    },
  }
}
