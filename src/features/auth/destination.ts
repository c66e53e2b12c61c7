import { safeRedirectPath } from '@/features/auth/redirect'
import type { CurrentSession } from '@/server/auth/session'

export type Destination = { onboarding: true; redirect: string | undefined } | { onboarding: false; path: string }

/** Onboarding until they have a name (keeping the redirect), then `redirect`, else the area of their role. */
export function destinationAfterSignIn(session: Pick<CurrentSession, 'user' | 'can'>, redirect: unknown): Destination {
  const safeRedirect = safeRedirectPath(redirect)
  if (!session.user.name.trim()) return { onboarding: true, redirect: safeRedirect }
  return { onboarding: false, path: safeRedirect ?? (session.can.useManager ? '/manager' : '/app') }
}
