import { tryGetCurrentAuthEndpointContext } from '@better-auth/core/context'
import type { BetterAuthPlugin } from 'better-auth'
import { createAuthMiddleware } from 'better-auth/api'
import { eq } from 'drizzle-orm'
import type { Database } from '../db'
import { ssoProvider } from '../db/schema'

const ACS_PATH = '/sso/saml2/sp/acs/:providerId'
/** Set on a request's endpoint context by the hook below, for that request only. */
const ALLOWED_HERE = 'thresholdIdpInitiatedAllowed'

/**
 * better-auth's SSO plugin reads `saml.allowIdpInitiated` for each answer it receives, as one setting for every
 * provider. Read through this (a getter), it is the organisation's choice: true only for an answer to a provider
 * whose organisation allowed sign-ins started at its provider (`idpInitiatedPerOrganization` found it so).
 */
export function idpInitiatedAllowedHere() {
  const context = tryGetCurrentAuthEndpointContext()?.context as Record<string, unknown> | undefined
  return context?.[ALLOWED_HERE] === true
}

/** Before the assertion consumer service: whether the answer's provider accepts answers to no request of ours. */
export function idpInitiatedPerOrganization(db: Database): BetterAuthPlugin {
  return {
    id: 'threshold-saml-idp-initiated',
    hooks: {
      before: [
        {
          matcher: (ctx) => ctx.path === ACS_PATH,
          handler: createAuthMiddleware(async (ctx) => {
            const providerId = ctx.params?.providerId
            if (!providerId) return
            const [provider] = await db
              .select({ idpInitiated: ssoProvider.idpInitiated })
              .from(ssoProvider)
              .where(eq(ssoProvider.providerId, providerId))
            if (provider?.idpInitiated) return { context: { context: { [ALLOWED_HERE]: true } } }
          }),
        },
      ],
    },
  }
}
