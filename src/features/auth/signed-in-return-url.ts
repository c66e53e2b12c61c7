import { safeRedirectPath } from '@/features/auth/redirect'

/**
 * Where the browser goes once signed in by a provider or a passkey, new account or not: /login, whose guard sends
 * a signed-in visitor on to onboarding (no name yet) and then to the `redirect` path, as after an e-mail code.
 */
export function signedInReturnUrl(redirect: string | undefined) {
  const path = safeRedirectPath(redirect)
  return path ? `/login?redirect=${encodeURIComponent(path)}` : '/login'
}
