import { passkey } from '@better-auth/passkey'
import type { BetterAuthPlugin } from 'better-auth'
import { APIError, createAuthMiddleware, getSessionFromCtx, isAPIError } from 'better-auth/api'
import { and, eq } from 'drizzle-orm'
import { appConfig } from '~/app.config'
import { isDemo } from '@/lib/environment/demo'
import { passkeyNameSchema } from '@/lib/validation/validation'
import type { ServerConfig } from '../config'
import type { Database } from '../db'
import { passkey as passkeyTable } from '../db/schema'
import { recordAudit } from '../audit'
import { CLIENT_IP_HEADER } from './client-ip'

export const PASSKEY_REGISTRATION_PATHS = ['/passkey/generate-register-options', '/passkey/verify-registration']
export const PASSKEY_SIGN_IN_PATHS = ['/passkey/generate-authenticate-options', '/passkey/verify-authentication']

export const PASSKEYS_OFF_IN_DEMO = 'PASSKEYS_OFF_IN_DEMO'
export const PASSKEY_NAME_INVALID = 'PASSKEY_NAME_INVALID'
export const IMPERSONATION_NOT_ALLOWED = 'IMPERSONATION_NOT_ALLOWED'
const FAILED_TO_VERIFY_REGISTRATION = 'FAILED_TO_VERIFY_REGISTRATION'

/**
 * WebAuthn for the site at BETTER_AUTH_URL: its host is the relying party (a passkey only ever works for that
 * host and its subdomains), its origin the one the browser must report.
 */
export function createPasskeyPlugins(db: Database, config: ServerConfig): BetterAuthPlugin[] {
  const site = new URL(config.baseUrl)
  return [
    passkey({
      rpID: site.hostname,
      rpName: appConfig.name,
      origin: site.origin,
    }),
    passkeyRegistrationRules(),
    passkeySignInRecord(db),
    passkeyAddedRecord(db),
  ]
}

/**
 * `last_used_at` is written once the sign-in has its session: a verified passkey of a banned account, refused
 * afterwards, was not used to sign in.
 */
function passkeySignInRecord(db: Database): BetterAuthPlugin {
  return {
    id: 'threshold-passkey-sign-in-record',
    hooks: {
      after: [
        {
          matcher: (ctx) => ctx.path === '/passkey/verify-authentication',
          handler: createAuthMiddleware(async (ctx) => {
            const signedIn = ctx.context.newSession
            const credentialId = (ctx.body as { response?: { id?: unknown } } | undefined)?.response?.id
            if (!signedIn || typeof credentialId !== 'string') return
            await db
              .update(passkeyTable)
              .set({ lastUsedAt: new Date() })
              .where(and(eq(passkeyTable.credentialID, credentialId), eq(passkeyTable.userId, signedIn.user.id)))
          }),
        },
      ],
    },
  }
}

/** A new passkey is a new way into the account: its owner finds it in their security activity. */
function passkeyAddedRecord(db: Database): BetterAuthPlugin {
  return {
    id: 'threshold-passkey-added-record',
    hooks: {
      after: [
        {
          matcher: (ctx) => ctx.path === '/passkey/verify-registration',
          handler: createAuthMiddleware(async (ctx) => {
            const added = ctx.context.returned as { id?: unknown; name?: unknown; userId?: unknown } | undefined
            const session = ctx.context.session ?? (await getSessionFromCtx(ctx))
            if (!session || isAPIError(added) || added instanceof Response || typeof added?.id !== 'string') return
            const headers = ctx.headers ?? ctx.request?.headers
            await recordAudit(
              db,
              { id: session.user.id, email: session.user.email, ipAddress: headers?.get(CLIENT_IP_HEADER) ?? null },
              {
                action: 'user.add-passkey',
                targetType: 'user',
                targetId: session.user.id,
                details: {
                  passkeyId: added.id,
                  name: typeof added.name === 'string' ? added.name : null,
                  userAgent: headers?.get('user-agent') ?? null,
                },
              },
            )
          }),
        },
      ],
    },
  }
}

/**
 * Adding a passkey is the account owner's act: not an admin's browsing as them, and not in a demo, whose
 * database is wiped while the passkey would stay on the visitor's device, refused before the browser makes one.
 */
function passkeyRegistrationRules(): BetterAuthPlugin {
  return {
    id: 'threshold-passkey-registration',
    // The plugin answers 500 to a credential it cannot verify (another origin or challenge, a malformed answer):
    // the browser's fault, told as a 400 refusal, not as a server failure.
    onResponse: async (response) => {
      if (response.status !== 500) return
      const body = (await response
        .clone()
        .json()
        .catch(() => null)) as { code?: unknown } | null
      if (body?.code !== FAILED_TO_VERIFY_REGISTRATION) return
      return { response: new Response(response.body, { status: 400, headers: response.headers }) }
    },
    hooks: {
      before: [
        {
          matcher: (ctx) => PASSKEY_REGISTRATION_PATHS.includes(ctx.path ?? ''),
          handler: createAuthMiddleware(async (ctx) => {
            if (isDemo) {
              throw APIError.from('FORBIDDEN', { code: PASSKEYS_OFF_IN_DEMO, message: 'Passkeys are off in the demo' })
            }
            const session = await getSessionFromCtx(ctx)
            if (session?.session.impersonatedBy) {
              throw APIError.from('FORBIDDEN', {
                code: IMPERSONATION_NOT_ALLOWED,
                message: 'Only the account owner can add a passkey',
              })
            }
            const name = (ctx.body as { name?: unknown } | undefined)?.name ?? ctx.query?.name
            if (name !== undefined && !passkeyNameSchema.safeParse(name).success) {
              throw APIError.from('BAD_REQUEST', { code: PASSKEY_NAME_INVALID, message: 'Invalid passkey name' })
            }
          }),
        },
      ],
    },
  }
}
