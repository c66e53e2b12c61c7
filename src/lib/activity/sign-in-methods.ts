/**
 * How a person proved who they are: a code by e-mail, a passkey, a password an admin set, a provider (GitHub, or
 * the OpenID Connect provider named in the configuration), or their organisation's own provider (`sso`).
 */
export const signInMethods = ['email-code', 'passkey', 'password', 'github', 'oidc', 'sso'] as const

export type SignInMethod = (typeof signInMethods)[number]
