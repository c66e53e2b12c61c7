import { z } from 'zod'
import { appConfig } from '~/app.config'

const booleanFlag = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', ''])
    .optional()
    .transform((value) => (value === undefined || value === '' ? fallback : value === 'true' || value === '1'))

const optionalText = z
  .string()
  .optional()
  .transform((value) => value?.trim() || undefined)

const environmentSchema = z.object({
  NODE_ENV: z.string().default('development'),
  PORT: z.coerce.number().int().min(1).max(65_535).default(appConfig.defaults.port),
  DATABASE_URL: optionalText,
  PGLITE_DATA_DIR: optionalText,
  BETTER_AUTH_SECRET: optionalText,
  BETTER_AUTH_URL: optionalText,
  EMAIL_SERVER: optionalText,
  EMAIL_FROM: optionalText,
  AUTH_SIGNUP_ENABLED: booleanFlag(true),
  AUTH_OTP_EXPIRES_IN: z.coerce.number().int().min(30).max(86_400).default(appConfig.defaults.otpExpiresInSeconds),
  AUTH_PASSWORD_ENABLED: booleanFlag(false),
  AUTH_ADMIN_USER_IDS: optionalText,
  AUTH_STEP_UP_MAX_AGE: z.coerce.number().int().min(1).max(86_400).default(appConfig.defaults.stepUpMaxAgeSeconds),
  AUTH_NEW_DEVICE_EMAIL: booleanFlag(true),
  GITHUB_CLIENT_ID: optionalText,
  GITHUB_CLIENT_SECRET: optionalText,
  OIDC_ISSUER: optionalText,
  OIDC_CLIENT_ID: optionalText,
  OIDC_CLIENT_SECRET: optionalText,
  OIDC_NAME: optionalText,
  SSO_TRUSTED_ORIGINS: optionalText,
  WEBHOOK_ALLOW_PRIVATE_ADDRESSES: z.enum(['true', 'false', '1', '0', '']).optional(),
  API_KEY_RATE_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(appConfig.apiKeys.rateLimit.max),
  TRUSTED_PROXY_HEADER: optionalText,
  REDIS_URL: optionalText,
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
    .default(appConfig.defaults.logLevel),
})

// Used only outside production, where BETTER_AUTH_SECRET is optional. Kept here, out of the
// browser bundle, although it protects nothing real.
const DEVELOPMENT_SECRET = 'threshold-development-secret-change-me-0123456789'

export class ConfigError extends Error {
  override name = 'ConfigError'
}

export function invalidBaseUrlMessage(url: string) {
  return `Invalid base URL: ${url}. Please provide a valid base URL.`
}

function parseRedisUrl(url: string) {
  try {
    const parsed = new URL(url)
    if (parsed.protocol === 'redis:' || parsed.protocol === 'rediss:') return url
  } catch {
    // Reported below.
  }
  throw new ConfigError('REDIS_URL must be a redis:// or rediss:// URL, e.g. redis://127.0.0.1:6379.')
}

/** Each must be an origin (scheme, host, port): a path would widen nothing and read as if it did. */
function parseOrigins(list: string | undefined) {
  return (list ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean)
    .map((origin) => {
      const parsed = URL.parse(origin)
      if (!parsed || (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') || parsed.origin !== origin)
        throw new ConfigError(`SSO_TRUSTED_ORIGINS: ${origin} is not an origin such as https://sso.example.internal.`)
      return parsed.origin
    })
}

function parseBaseUrl(url: string) {
  try {
    const parsed = new URL(url)
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new Error('not http')
    return parsed.origin
  } catch {
    throw new ConfigError(invalidBaseUrlMessage(url))
  }
}

/** Throws a ConfigError with a one-line reason. */
export function loadServerConfig(env: Record<string, string | undefined> = process.env) {
  const parsed = environmentSchema.safeParse(env)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    throw new ConfigError(`Invalid environment variable ${issue?.path.join('.')}: ${issue?.message}`)
  }
  const vars = parsed.data
  const isProduction = vars.NODE_ENV === 'production'

  if (isProduction && !vars.BETTER_AUTH_SECRET) {
    throw new ConfigError(
      'BETTER_AUTH_SECRET is required in production: set it to a random string of at least 32 characters.',
    )
  }
  if (vars.BETTER_AUTH_SECRET && vars.BETTER_AUTH_SECRET.length < 32) {
    throw new ConfigError('BETTER_AUTH_SECRET must be at least 32 characters long.')
  }

  const oidcVars = [vars.OIDC_ISSUER, vars.OIDC_CLIENT_ID, vars.OIDC_CLIENT_SECRET]
  const oidcEnabled = oidcVars.every(Boolean)

  return {
    isProduction,
    baseUrl: parseBaseUrl(vars.BETTER_AUTH_URL ?? `http://localhost:${vars.PORT}`),
    secret: vars.BETTER_AUTH_SECRET ?? DEVELOPMENT_SECRET,
    database: vars.DATABASE_URL
      ? ({ driver: 'postgres', url: vars.DATABASE_URL } as const)
      : ({ driver: 'pglite', dataDir: vars.PGLITE_DATA_DIR ?? appConfig.defaults.pgliteDataDir } as const),
    email: {
      server: vars.EMAIL_SERVER,
      from: vars.EMAIL_FROM ?? appConfig.defaults.emailFrom,
      // A setting, not a constant: tests give a broken mail server a shorter deadline.
      sendDeadlineMs: appConfig.defaults.emailSendDeadlineMs as number,
    },
    auth: {
      signupEnabled: vars.AUTH_SIGNUP_ENABLED,
      passwordEnabled: vars.AUTH_PASSWORD_ENABLED,
      otpExpiresIn: vars.AUTH_OTP_EXPIRES_IN,
      stepUpMaxAge: vars.AUTH_STEP_UP_MAX_AGE,
      newDeviceEmail: vars.AUTH_NEW_DEVICE_EMAIL,
      adminUserIds: (vars.AUTH_ADMIN_USER_IDS ?? '')
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean),
    },
    providers: {
      github:
        vars.GITHUB_CLIENT_ID && vars.GITHUB_CLIENT_SECRET
          ? { clientId: vars.GITHUB_CLIENT_ID, clientSecret: vars.GITHUB_CLIENT_SECRET }
          : undefined,
      oidc: oidcEnabled
        ? {
            issuer: vars.OIDC_ISSUER as string,
            clientId: vars.OIDC_CLIENT_ID as string,
            clientSecret: vars.OIDC_CLIENT_SECRET as string,
            name: vars.OIDC_NAME ?? 'OpenID Connect',
          }
        : undefined,
    },
    /**
     * Organisations' identity providers the server may reach although they resolve to a loopback or private address
     * (an internal Keycloak; the tests' provider). Any other is refused there, so that an organisation's owner cannot
     * make the server call its own network.
     */
    ssoTrustedOrigins: parseOrigins(vars.SSO_TRUSTED_ORIGINS),
    webhooks: {
      /**
       * Whether webhooks may reach loopback, private and link-local addresses: a receiver on the developer's machine,
       * the tests' receiver. Off in production unless the operator says so, so that an organisation's owner cannot
       * make the server call its own network.
       */
      allowPrivateAddresses: booleanFlag(!isProduction).parse(vars.WEBHOOK_ALLOW_PRIVATE_ADDRESSES),
    },
    /** The calls each API key may make per window (appConfig.apiKeys.rateLimit.window seconds). */
    apiKeyRateLimit: { window: appConfig.apiKeys.rateLimit.window as number, max: vars.API_KEY_RATE_LIMIT },
    trustedProxyHeader: vars.TRUSTED_PROXY_HEADER?.toLowerCase(),
    /** Shared store of the rate limits; unset: the database. */
    redis: vars.REDIS_URL
      ? { url: parseRedisUrl(vars.REDIS_URL), keyPrefix: `${appConfig.name.toLowerCase()}:` }
      : undefined,
    logLevel: vars.LOG_LEVEL,
  }
}

export type ServerConfig = ReturnType<typeof loadServerConfig>

let cached: ServerConfig | undefined

/** Read once. A production build always runs as production. */
export function serverConfig(): ServerConfig {
  cached ??= loadServerConfig(import.meta.env?.PROD ? { ...process.env, NODE_ENV: 'production' } : process.env)
  return cached
}
