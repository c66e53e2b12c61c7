import { signInMethods, type SignInMethod } from '@/lib/activity/sign-in-methods'

/** better-auth's endpoint context, as its database hooks receive it: the path and its parameters. */
export interface EndpointContext {
  path?: string
  params?: Record<string, string | undefined>
}

const methodOfPath: Partial<Record<string, SignInMethod>> = {
  '/sign-in/email-otp': 'email-code',
  '/passkey/verify-authentication': 'passkey',
  '/sign-in/email': 'password',
  '/sso/callback/:providerId': 'sso',
  '/sso/saml2/sp/acs/:providerId': 'sso',
}

function isSignInMethod(value: string | undefined): value is SignInMethod {
  return (signInMethods as readonly (string | undefined)[]).includes(value)
}

/**
 * How the endpoint that created a session proved the person, or null when it was no sign-in (an admin's
 * impersonation, a session better-auth renews by itself). A provider's callback (`/callback/:id`) names the
 * provider: `github`, or `oidc` for the OpenID Connect one.
 */
export function signInMethodOf(endpoint: EndpointContext | null | undefined): SignInMethod | null {
  if (!endpoint?.path) return null
  if (endpoint.path === '/callback/:id') {
    const provider = endpoint.params?.id
    return isSignInMethod(provider) ? provider : null
  }
  return methodOfPath[endpoint.path] ?? null
}
