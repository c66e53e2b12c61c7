import { safeRedirectPath } from '@/lib/redirect'
import type { CurrentSession } from '@/server/auth/session'

/**
 * Where a signed-in visitor goes: onboarding until they have a name, then the same-site
 * `redirect` path, else the manager area for managers, else the user area.
 */
export function destinationAfterSignIn(session: Pick<CurrentSession, 'user' | 'can'>, redirect: unknown): string {
  const safeRedirect = safeRedirectPath(redirect)
  if (!session.user.name.trim()) {
    return safeRedirect ? `/onboarding?${new URLSearchParams({ redirect: safeRedirect })}` : '/onboarding'
  }
  return safeRedirect ?? (session.can.useManager ? '/manager' : '/app')
}
