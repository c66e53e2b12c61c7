import type { AuthCaller } from './auth-harness'
import type {
  ClientOverrides,
  CreationOptionsJSON,
  RequestOptionsJSON,
  SoftwareAuthenticator,
} from './software-authenticator'

/**
 * The two WebAuthn ceremonies as the product's pages run them against better-auth's endpoints, the browser's
 * cookies (the session, the challenge's) carried by `browser`. Each returns better-auth's last answer.
 */

/** Adds a passkey named `name` to the account signed in on `browser`. */
export async function registerPasskey(
  browser: AuthCaller,
  authenticator: SoftwareAuthenticator,
  { name = 'Test passkey', ...overrides }: { name?: string } & ClientOverrides = {},
) {
  const options = await browser.request(`/passkey/generate-register-options?${new URLSearchParams({ name })}`)
  if (options.status !== 200) return options
  const response = authenticator.create(options.body as unknown as CreationOptionsJSON, overrides)
  return browser.request('/passkey/verify-registration', { response, name })
}

/** The request options of a passkey sign-in (the challenge's cookie is kept by `browser`). */
export async function authenticationOptions(browser: AuthCaller) {
  const options = await browser.request('/passkey/generate-authenticate-options')
  if (options.status !== 200) throw new Error(`Passkey sign-in options refused: ${options.status}`)
  return options.body as unknown as RequestOptionsJSON
}

/** Signs in on `browser` with a passkey of `authenticator`. */
export async function signInWithPasskey(
  browser: AuthCaller,
  authenticator: SoftwareAuthenticator,
  overrides: ClientOverrides & { credentialId?: string } = {},
) {
  const response = authenticator.get(await authenticationOptions(browser), overrides)
  return browser.request('/passkey/verify-authentication', { response })
}
