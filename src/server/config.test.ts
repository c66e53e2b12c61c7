import { describe, expect, it } from 'vitest'
import { ConfigError, loadServerConfig } from './config'

const secret = 'a'.repeat(32)

describe('loadServerConfig', () => {
  it('applies the defaults of the runtime contract', () => {
    const config = loadServerConfig({})
    expect(config.baseUrl).toBe('http://localhost:3000')
    expect(config.database).toEqual({ driver: 'pglite', dataDir: '.data/pglite' })
    expect(config.email.from).toBe('Threshold <noreply@localhost>')
    expect(config.auth).toMatchObject({
      signupEnabled: true,
      passwordEnabled: false,
      otpExpiresIn: 300,
      stepUpMaxAge: 600,
      newDeviceEmail: true,
      adminUserIds: [],
    })
    expect(config.providers).toEqual({ github: undefined, oidc: undefined })
  })

  it('follows PORT for the default base URL and DATABASE_URL for the driver', () => {
    const config = loadServerConfig({ PORT: '4100', DATABASE_URL: 'postgres://db/app' })
    expect(config.baseUrl).toBe('http://localhost:4100')
    expect(config.database).toEqual({ driver: 'postgres', url: 'postgres://db/app' })
  })

  it.each(['not a url', 'localhost:3000', 'ftp://example.com'])(
    'refuses the base URL %j with its documented message',
    (url) => {
      expect(() => loadServerConfig({ BETTER_AUTH_URL: url })).toThrow(
        new ConfigError(`Invalid base URL: ${url}. Please provide a valid base URL.`),
      )
    },
  )

  it('lets webhooks reach private addresses outside production only, unless WEBHOOK_ALLOW_PRIVATE_ADDRESSES says', () => {
    const production = { NODE_ENV: 'production', BETTER_AUTH_SECRET: 'x'.repeat(32) }
    expect(loadServerConfig({}).webhooks.allowPrivateAddresses).toBe(true)
    expect(loadServerConfig(production).webhooks.allowPrivateAddresses).toBe(false)
    expect(
      loadServerConfig({ ...production, WEBHOOK_ALLOW_PRIVATE_ADDRESSES: 'true' }).webhooks.allowPrivateAddresses,
    ).toBe(true)
    expect(loadServerConfig({ WEBHOOK_ALLOW_PRIVATE_ADDRESSES: 'false' }).webhooks.allowPrivateAddresses).toBe(false)
  })

  it('requires a secret of at least 32 characters in production only', () => {
    expect(() => loadServerConfig({ NODE_ENV: 'production' })).toThrow(/BETTER_AUTH_SECRET is required in production/)
    expect(() => loadServerConfig({ NODE_ENV: 'production', BETTER_AUTH_SECRET: 'short' })).toThrow(
      /at least 32 characters/,
    )
    expect(loadServerConfig({ NODE_ENV: 'production', BETTER_AUTH_SECRET: secret }).secret).toBe(secret)
    expect(loadServerConfig({ NODE_ENV: 'development' }).secret.length).toBeGreaterThanOrEqual(32)
  })

  it('reads the sign-in switches and the admin id list', () => {
    const config = loadServerConfig({
      AUTH_SIGNUP_ENABLED: 'false',
      AUTH_PASSWORD_ENABLED: 'true',
      AUTH_OTP_EXPIRES_IN: '600',
      AUTH_STEP_UP_MAX_AGE: '30',
      AUTH_NEW_DEVICE_EMAIL: 'false',
      AUTH_ADMIN_USER_IDS: ' id-1, ,id-2 ',
    })
    expect(config.auth).toEqual({
      signupEnabled: false,
      passwordEnabled: true,
      otpExpiresIn: 600,
      stepUpMaxAge: 30,
      newDeviceEmail: false,
      adminUserIds: ['id-1', 'id-2'],
    })
  })

  it('refuses a malformed flag or number with the variable name', () => {
    expect(() => loadServerConfig({ AUTH_SIGNUP_ENABLED: 'maybe' })).toThrow(/AUTH_SIGNUP_ENABLED/)
    expect(() => loadServerConfig({ AUTH_OTP_EXPIRES_IN: 'soon' })).toThrow(/AUTH_OTP_EXPIRES_IN/)
    expect(() => loadServerConfig({ AUTH_STEP_UP_MAX_AGE: '0' })).toThrow(/AUTH_STEP_UP_MAX_AGE/)
    expect(() => loadServerConfig({ AUTH_NEW_DEVICE_EMAIL: 'off' })).toThrow(/AUTH_NEW_DEVICE_EMAIL/)
  })

  it('enables a provider only when all its variables are set', () => {
    expect(loadServerConfig({ GITHUB_CLIENT_ID: 'id' }).providers.github).toBeUndefined()
    expect(loadServerConfig({ GITHUB_CLIENT_ID: 'id', GITHUB_CLIENT_SECRET: 's' }).providers.github).toEqual({
      clientId: 'id',
      clientSecret: 's',
    })
    const oidc = { OIDC_ISSUER: 'https://id.example.com', OIDC_CLIENT_ID: 'c', OIDC_CLIENT_SECRET: 's' }
    expect(loadServerConfig(oidc).providers.oidc).toMatchObject({
      name: 'OpenID Connect',
      issuer: 'https://id.example.com',
    })
    expect(loadServerConfig({ ...oidc, OIDC_CLIENT_SECRET: '' }).providers.oidc).toBeUndefined()
  })

  it('keeps a trusted proxy header only when configured', () => {
    expect(loadServerConfig({}).trustedProxyHeader).toBeUndefined()
    expect(loadServerConfig({ TRUSTED_PROXY_HEADER: 'X-Forwarded-For' }).trustedProxyHeader).toBe('x-forwarded-for')
  })

  it('reads the identity providers the server may reach on a private network as origins, and refuses anything else', () => {
    expect(loadServerConfig({}).ssoTrustedOrigins).toEqual([])
    expect(
      loadServerConfig({ SSO_TRUSTED_ORIGINS: 'https://sso.corp.internal, http://127.0.0.1:8080' }).ssoTrustedOrigins,
    ).toEqual(['https://sso.corp.internal', 'http://127.0.0.1:8080'])
    for (const wrong of ['https://sso.corp.internal/realms/acme', 'sso.corp.internal', 'ftp://sso.corp.internal'])
      expect(() => loadServerConfig({ SSO_TRUSTED_ORIGINS: wrong }), wrong).toThrow(ConfigError)
  })

  it('uses the database for the rate limits unless REDIS_URL is set, and checks its scheme', () => {
    expect(loadServerConfig({}).redis).toBeUndefined()
    expect(loadServerConfig({ REDIS_URL: ' ' }).redis).toBeUndefined()
    expect(loadServerConfig({ REDIS_URL: 'redis://127.0.0.1:6379' }).redis).toEqual({
      url: 'redis://127.0.0.1:6379',
      keyPrefix: 'threshold:',
    })
    expect(loadServerConfig({ REDIS_URL: 'rediss://user:pw@cache.example.com:6380/2' }).redis?.url).toBe(
      'rediss://user:pw@cache.example.com:6380/2',
    )
    for (const url of ['127.0.0.1:6379', 'http://cache', 'not a url']) {
      expect(() => loadServerConfig({ REDIS_URL: url })).toThrow(
        new ConfigError('REDIS_URL must be a redis:// or rediss:// URL, e.g. redis://127.0.0.1:6379.'),
      )
    }
  })
})
