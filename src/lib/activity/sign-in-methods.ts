/**
 * How a person proved who they are: a code by e-mail, a passkey, a password an admin set, or a provider
 * (GitHub, or the OpenID Connect provider named in the configuration).
 */
export const signInMethods = ['email-code', 'passkey', 'password', 'github', 'oidc'] as const

export type SignInMethod = (typeof signInMethods)[number]
