import { describe, expect, it } from 'vitest'
import { loginErrorKind } from './page-login-error'
import { signedInReturnUrl } from './signed-in-return-url'

describe("loginErrorKind: the error better-auth puts on /login/error, as one of the page's three kinds", () => {
  it.each([
    // better-auth's refusal when sign-up is off and nobody has the address, and the product's own hook.
    ['signup_disabled', 'signup_disabled'],
    ['SIGNUP_DISABLED', 'signup_disabled'],
    // The person cancelled at the provider (OAuth's error), or the account is banned.
    ['access_denied', 'access_denied'],
    ['BANNED_USER', 'access_denied'],
    ['unknown_error', 'unknown_error'],
  ] as const)('%s is %s', (error, kind) => {
    expect(loginErrorKind(error)).toBe(kind)
  })

  it.each([
    // An existing account and a provider address that is not verified: not linked, and not said so.
    'account_not_linked',
    // A new account from an address the provider did not verify (validateUserInfo).
    'email_not_verified',
    // The token endpoint failed, the state cookie is missing or forged, no e-mail, other OAuth errors.
    'invalid_code',
    'state_mismatch',
    'state_not_found',
    'please_restart_the_process',
    'unable_to_get_user_info',
    'email_not_found',
    'unable_to_create_user',
    'internal_server_error',
    'server_error',
    'temporarily_unavailable',
    'invalid_scope',
    '',
    // Not an own property of the table: never a kind by accident.
    'constructor',
    '__proto__',
    'toString',
  ])('%j is unknown_error', (error) => {
    expect(loginErrorKind(error)).toBe('unknown_error')
  })
})

describe('signedInReturnUrl: where a provider or passkey sign-in comes back to', () => {
  it('is /login, which sends a signed-in visitor on (onboarding first when there is no name)', () => {
    expect(signedInReturnUrl(undefined)).toBe('/login')
    expect(signedInReturnUrl('')).toBe('/login')
  })

  it('keeps a same-site redirect, encoded', () => {
    expect(signedInReturnUrl('/app/repositories?page=2#top')).toBe(
      '/login?redirect=%2Fapp%2Frepositories%3Fpage%3D2%23top',
    )
  })

  it.each(['https://evil.example/', '//evil.example', '/\\evil.example', 'javascript:alert(1)'])(
    'drops an off-site redirect: %s',
    (redirect) => {
      expect(signedInReturnUrl(redirect)).toBe('/login')
    },
  )
})
