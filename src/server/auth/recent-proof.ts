import { RECENT_PROOF_IMPOSSIBLE_WHILE_IMPERSONATING, RECENT_PROOF_REQUIRED } from '@/lib/step-up'

/**
 * A sensitive action needs a recent proof of presence: a sign-in (a code, a passkey, a provider) less than
 * AUTH_STEP_UP_MAX_AGE seconds ago. Each sign-in starts a new session, so the session's start is that proof; the
 * step-up dialog signs the person in again, and the session it replaces on that browser is ended
 * (recent-proof-plugin.ts). An impersonation session starts when the admin, with a recent proof of their own,
 * began browsing as the person.
 */
export function isProofRecent(signedInAt: Date | string, maxAgeSeconds: number, now = Date.now()) {
  return now - new Date(signedInAt).getTime() < maxAgeSeconds * 1000
}

/** The message of the refusal: an admin browsing as someone cannot prove the person's presence. */
export function recentProofRefusalKey(impersonated: boolean) {
  return impersonated ? RECENT_PROOF_IMPOSSIBLE_WHILE_IMPERSONATING : RECENT_PROOF_REQUIRED
}
