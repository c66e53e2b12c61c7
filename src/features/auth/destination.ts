import { safeRedirectPath } from '@/lib/redirect'
import type { CurrentSession } from '@/server/auth/session'

export type Destination = { onboarding: true; redirect: string | undefined } | { onboarding: false; path: string }

/**
 * Where a signed-in visitor goes: onboarding until they have a name (keeping the redirect for
 * afterwards), then the same-site `redirect` path, else the manager area for managers, else the user area.
 */
export function destinationAfterSignIn(session: Pick<CurrentSession, 'user' | 'can'>, redirect: unknown): Destination {
  const safeRedirect = safeRedirectPath(redirect)
  if (!session.user.name.trim()) return { onboarding: true, redirect: safeRedirect }
  return { onboarding: false, path: safeRedirect ?? (session.can.useManager ? '/manager' : '/app') }
}
