import type { BetterAuthPlugin } from 'better-auth'
import { createAuthMiddleware } from 'better-auth/api'
import type { ServerConfig } from '../config'
import { securityNotifier } from '../email/security-notices'
import { addressOf, endpointSucceeded } from './address-rate-limit'
import { endpointLanguage } from './endpoint-language'

/**
 * The changes to an account's security made through better-auth's own endpoints, announced to the owner once made:
 * a new address (to the old one, which can no longer sign in) and a new passkey. The session the endpoint read
 * before the change still holds the old address.
 */
export function securityNotices(config: ServerConfig): BetterAuthPlugin {
  return {
    id: 'threshold-security-notices',
    hooks: {
      after: [
        {
          matcher: (ctx) => ctx.path === '/email-otp/change-email' || ctx.path === '/passkey/verify-registration',
          handler: createAuthMiddleware(async (ctx) => {
            const owner = ctx.context.session?.user
            const returned: unknown = ctx.context.returned
            if (!owner || !endpointSucceeded(returned)) return
            const notify = securityNotifier(config, endpointLanguage(ctx, config.baseUrl))
            if (ctx.path === '/email-otp/change-email') {
              const newEmail = addressOf(ctx.body, 'newEmail')
              if (newEmail && newEmail !== owner.email.toLowerCase())
                await notify(owner.email, { kind: 'email-changed', newEmail })
              return
            }
            const passkeyName = (returned as { name?: unknown } | null)?.name
            await notify(owner.email, {
              kind: 'passkey-added',
              passkeyName: typeof passkeyName === 'string' ? passkeyName : '',
            })
          }),
        },
      ],
    },
  }
}
