import { betterAuth } from 'better-auth'
import { drizzleAdapter } from 'better-auth/adapters/drizzle'
import { APIError, createAuthMiddleware } from 'better-auth/api'
import { admin, emailOTP, genericOAuth, openAPI } from 'better-auth/plugins'
import { tanstackStartCookies } from 'better-auth/tanstack-start'
import { appConfig } from '~/app.config'
import { isDemo } from '@/lib/environment/demo'
import { detectRequestLanguage } from '@/lib/i18n/detect-request-language'
import { recordImpersonationAudit } from '@/server/auth/impersonation-audit'
import type { ServerConfig } from '../config'
import type { Database } from '../db'
import * as schema from '../db/schema'
import { withTransactionScope } from '../db/transaction-scope'
import { changeEmailCodeEmail } from '../email/templates/change-email-code'
import { log } from '../log'
import { accessControl, defaultRole, roles } from './access-control'
import { newDeviceAlerts } from './new-device-plugin'
import * as organizationSso from './organization-sso'
import { scimPlugin } from './organization-scim'
import { idpInitiatedPerOrganization } from './saml-idp-initiated'
import { databaseHooks } from './database-hooks'
import { createOrganizationPlugin } from './organization-plugin'
import { createPasskeyPlugins, PASSKEY_REGISTRATION_PATHS, PASSKEY_SIGN_IN_PATHS } from './passkey-plugin'
import { addressInput } from './address-input'
import { createApiKeyPlugin } from './api-key-plugin'
import { addressRateLimit } from './address-rate-limit'
import { codeCheckRateLimit } from './code-check-rate-limit'
import { sendCodeEmail, signInCodeMessage, unsentCodeRefusal } from './code-mail'
import { CLIENT_IP_HEADER } from './client-ip'
import { closedEndpoints } from './closed-endpoints'
import { closedEndpointPaths } from './endpoint-doors'
import { knownDeviceLookup } from './known-device'
import { isLastAdmin, LAST_ADMIN } from './last-admin'
import { deleteOrganizations, organizationsOfDeparting, SOLE_ORGANIZATION_OWNER } from './organization-ownership'
import { betterAuthRateLimitStorage, createRateLimitStore } from './rate-limit-store'
import { refusedCodeRecord } from './refused-code-record'
import { signInCodesOnly } from './sign-in-codes-only'
import { stepUpChecks } from './step-up-plugin'
import { securityNotices } from './security-notices-plugin'

/** Redirect error of a social / OpenID Connect sign-in whose address the provider did not verify. */
export const EMAIL_NOT_VERIFIED = 'email_not_verified'

/** OpenID Connect's email_verified claim; a few providers (e.g. Amazon Cognito) send it as a string. */
function isVerifiedByProvider(value: unknown) {
  return value === true || value === 'true'
}

export function createAuth(db: Database, config: ServerConfig) {
  const { github, oidc } = config.providers
  // Kept in the database or Redis so that every instance of the server counts the same requests.
  const rateLimitsEnabled = config.isProduction
  const rateLimitStore = createRateLimitStore(db, config)
  const knownDevice = knownDeviceLookup(db)
  // better-auth endpoints the product reaches through its own server functions, or does not use, answer 404.
  const closedPaths = closedEndpointPaths(config.auth.passwordEnabled)

  return betterAuth({
    appName: appConfig.name,
    // better-auth's extra arguments can hold query parameters (session tokens): only its message is logged.
    logger: { log: (level, message) => log[level](`[better-auth] ${message}`) },
    baseURL: config.baseUrl,
    basePath: '/api/auth',
    // Organisations' providers on a private network the server may call (better-auth's SSO plugin refuses others).
    trustedOrigins: config.ssoTrustedOrigins,
    secret: config.secret,
    database: drizzleAdapter(withTransactionScope(db), { provider: 'pg', schema, transaction: true }),
    emailAndPassword: { enabled: config.auth.passwordEnabled, disableSignUp: !config.auth.signupEnabled },
    socialProviders: github ? { github: { ...github, disableImplicitSignUp: !config.auth.signupEnabled } } : {},
    // A provider account joins an existing account of the same address only when the provider says the address
    // is verified. No provider is "trusted" (which would skip that check), and the account's own address must be
    // verified too. The provider's tokens are not used by the product: they are stored encrypted.
    account: {
      encryptOAuthTokens: true,
      accountLinking: {
        enabled: true,
        trustedProviders: [],
        requireLocalEmailVerified: true,
        allowDifferentEmails: false,
      },
    },
    // Failures better-auth meets before it knows where to send the browser (an expired or forged OAuth state) end
    // on the product's login error page, not on better-auth's own.
    onAPIError: { errorURL: `${config.baseUrl}/login/error` },
    user: {
      deleteUser: {
        enabled: true,
        // The product always keeps an admin, and an organisation an owner; one the person was alone in goes with
        // the account.
        beforeDelete: async (departing) => {
          if (await isLastAdmin(db, departing.id)) {
            throw new APIError('FORBIDDEN', { code: LAST_ADMIN, message: 'The only admin cannot delete their account' })
          }
          const { ownedAlone, onlyMember } = await organizationsOfDeparting(db, departing.id)
          if (ownedAlone.length > 0) {
            throw new APIError('CONFLICT', {
              code: SOLE_ORGANIZATION_OWNER,
              message: `The only owner of: ${ownedAlone.join(', ')}`,
            })
          }
          await deleteOrganizations(db, onlyMember)
        },
      },
      // An unverified provider address could be waiting for its real owner, who would later sign in by code and
      // land in it. better-auth's own check takes the string "false" for a yes.
      validateUserInfo: ({ user, source }) => {
        const provisioning = source.action === 'create-user' || source.action === 'link-account'
        if (source.method === 'oauth' && provisioning && !isVerifiedByProvider(user.emailVerified)) {
          return { error: EMAIL_NOT_VERIFIED, errorDescription: 'The provider did not verify this e-mail address' }
        }
      },
    },
    // Closed paths are also left out of the OpenAPI document (read on the server, for the manager page).
    disabledPaths: closedPaths,
    // No cookie cache: a ban or a revoked session must take effect on the very next request. better-auth's own
    // freshness rule (a session younger than a day for some endpoints, listing sessions among them) is off: the
    // product asks for a step-up check before its sensitive actions instead (step-up-rule.ts).
    session: { cookieCache: { enabled: false }, freshAge: 0 },
    // Codes and code checks are also limited per address (plugins below); provider sign-ins are sized for many
    // people behind one IP.
    rateLimit: {
      enabled: rateLimitsEnabled,
      customStorage: betterAuthRateLimitStorage(rateLimitStore),
      ...appConfig.rateLimit.perPath,
      // Fixed windows (the store's), so a browser that checks its session regularly is never shut out.
      customRules: {
        '/get-session': appConfig.rateLimit.getSession,
        '/sign-in/social': appConfig.rateLimit.providerSignIn,
        '/callback/*': appConfig.rateLimit.providerSignIn,
        '/sign-in/sso': appConfig.rateLimit.providerSignIn,
        '/sso/**': appConfig.rateLimit.providerSignIn,
        ...Object.fromEntries(
          [...PASSKEY_SIGN_IN_PATHS, ...PASSKEY_REGISTRATION_PATHS].map((path) => [path, appConfig.rateLimit.passkey]),
        ),
      },
    },
    advanced: {
      useSecureCookies: config.baseUrl.startsWith('https:'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      // better-auth skips its origin and callback-URL checks when it detects a test run: keep them
      // on everywhere, so the integration tests exercise what production does.
      disableOriginCheck: false,
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      database: { generateId: () => crypto.randomUUID() },
    },
    databaseHooks: databaseHooks(db, config),
    hooks: {
      // Impersonation goes through better-auth (it creates the session and swaps the cookies), so unlike the
      // other admin actions its audit row is recorded right after the change, not in the same transaction.
      after: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== '/admin/impersonate-user' && ctx.path !== '/admin/stop-impersonating') return
        await recordImpersonationAudit(db, {
          path: ctx.path,
          headers: ctx.headers,
          request: ctx.request,
          returned: ctx.context.returned,
          session: ctx.context.session,
        })
      }),
    },
    plugins: [
      closedEndpoints(closedPaths),
      signInCodesOnly(),
      organizationSso.ssoRequiredForCodes(db),
      unsentCodeRefusal(),
      addressInput(),
      emailOTP({
        otpLength: appConfig.otp.length,
        expiresIn: config.auth.otpExpiresIn,
        allowedAttempts: appConfig.otp.allowedAttempts,
        storeOTP: 'hashed',
        rateLimit: appConfig.rateLimit.sendCode,
        // The code goes to the new address; the old one stays until the code is confirmed.
        changeEmail: { enabled: true },
        async sendVerificationOTP({ email, otp, type }, context) {
          const language = context?.request ? detectRequestLanguage(context.request) : appConfig.fallbackLanguage
          if (type === 'sign-in') {
            const message = await signInCodeMessage(db, config, { email, code: otp, language })
            await sendCodeEmail(message, config.email, async () => {
              await context?.context.internalAdapter.deleteVerificationByIdentifier(`sign-in-otp-${email}`)
            })
            return
          }
          const message = changeEmailCodeEmail({
            to: email,
            code: otp,
            language,
            expiresInSeconds: config.auth.otpExpiresIn,
          })
          const currentEmail = context?.context.session?.user.email.toLowerCase()
          await sendCodeEmail(message, config.email, async () => {
            await context?.context.internalAdapter.deleteVerificationByIdentifier(
              `change-email-otp-${currentEmail}-${email}`,
            )
          })
        },
      }),
      refusedCodeRecord(db),
      admin({
        ac: accessControl,
        roles,
        // Demo visitors look around the manager area; the server refuses every admin mutation there.
        defaultRole: isDemo ? 'admin' : defaultRole,
        adminRoles: ['admin'],
        adminUserIds: config.auth.adminUserIds,
        impersonationSessionDuration: 60 * 60,
      }),
      createOrganizationPlugin(db, config),
      organizationSso.ssoPlugin(db, config),
      idpInitiatedPerOrganization(db),
      scimPlugin(db, config),
      ...createPasskeyPlugins(db, config),
      // After the passkey rules: an admin browsing as someone is told they cannot add a passkey at all.
      stepUpChecks(config.auth.stepUpMaxAge),
      securityNotices(config),
      createApiKeyPlugin(),
      // Only for auth.api.generateOpenAPISchema(): the API documentation is the manager page /manager/api.
      // The plugin's own page (/api/auth/reference) would load Scalar from a CDN: it answers 404.
      openAPI({ disableDefaultReference: true }),
      ...(oidc
        ? [
            genericOAuth({
              config: [
                {
                  providerId: 'oidc',
                  name: oidc.name,
                  discoveryUrl: `${oidc.issuer.replace(/\/$/, '')}/.well-known/openid-configuration`,
                  clientId: oidc.clientId,
                  clientSecret: oidc.clientSecret,
                  scopes: ['openid', 'email', 'profile'],
                  pkce: true,
                  // The identity comes from the ID token: without the provider's keys (discovery) it is not read at all.
                  requireIdTokenVerification: true,
                  disableImplicitSignUp: !config.auth.signupEnabled,
                },
              ],
            }),
          ]
        : []),
      ...(rateLimitsEnabled
        ? [
            addressRateLimit({
              store: rateLimitStore,
              perNetwork: appConfig.rateLimit.sendCodePerNetwork,
              perAddressPerNetwork: appConfig.rateLimit.sendCodePerAddressPerNetwork,
              perAddress: appConfig.rateLimit.sendCodePerAddress,
              knownDevice,
              secret: config.secret,
            }),
            codeCheckRateLimit({
              store: rateLimitStore,
              rule: appConfig.rateLimit.codeChecksPerAddress,
              knownDevice,
              secret: config.secret,
            }),
          ]
        : []),
      newDeviceAlerts(db, config),
      tanstackStartCookies(),
    ],
  })
}

export type Auth = ReturnType<typeof createAuth>
