import type { BetterAuthPlugin } from 'better-auth'
import { createAuthMiddleware, isAPIError } from 'better-auth/api'
import type { ServerConfig } from '../config'
import type { Database } from '../db'
import { sendNotice } from '../email/notices'
import { newDeviceSignInEmail } from '../email/templates/new-device-sign-in'
import { log } from '../log'
import { SECURITY_ACTIVITY_PATH } from '../email/security-notices'
import { deviceHash, deviceIdOfBrowser } from './device-cookie'
import { endpointLanguage } from './endpoint-language'
import { recordSignInDevice } from './new-device-alert'
import { signInMethodOf } from './sign-in-method'

/**
 * After every sign-in (code, passkey, password, provider callback) that made a session: the browser gets its
 * device cookie, and the person an e-mail when the browser is new to the account. An admin's impersonation is no
 * sign-in. Nothing here may fail the sign-in: it is over by the time this runs.
 */
export function newDeviceAlerts(db: Database, config: ServerConfig): BetterAuthPlugin {
  return {
    id: 'threshold-new-device-alerts',
    hooks: {
      after: [
        {
          matcher: (ctx) => signInMethodOf(ctx) !== null,
          handler: createAuthMiddleware(async (ctx) => {
            const signedIn = ctx.context.newSession
            const method = signInMethodOf(ctx)
            const returned = ctx.context.returned
            // A provider's callback answers with a redirect, which better-auth carries as an APIError.
            const refused = isAPIError(returned) && returned.statusCode >= 400
            if (!signedIn || signedIn.session.impersonatedBy || !method || refused) return
            try {
              const deviceId = await deviceIdOfBrowser(ctx)
              const standing = await recordSignInDevice(db, {
                userId: signedIn.user.id,
                deviceHash: deviceHash(ctx.context.secret, deviceId),
              })
              if (standing !== 'new' || !config.auth.newDeviceEmail) return
              const language = endpointLanguage(ctx, config.baseUrl)
              const message = newDeviceSignInEmail({
                to: signedIn.user.email,
                language,
                signedInAt: new Date(signedIn.session.createdAt),
                userAgent: signedIn.session.userAgent,
                ipAddress: signedIn.session.ipAddress,
                method,
                oidcName: config.providers.oidc?.name,
                activityUrl: `${config.baseUrl}${SECURITY_ACTIVITY_PATH}`,
              })
              await sendNotice(message, 'A new-device sign-in alert')
            } catch (error) {
              log.error({ err: error, userId: signedIn.user.id }, 'The device of a sign-in could not be checked')
            }
          }),
        },
      ],
    },
  }
}
