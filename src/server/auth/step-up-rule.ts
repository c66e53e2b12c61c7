import { STEP_UP_REFUSAL, STEP_UP_REFUSAL_WHILE_IMPERSONATING } from '@/lib/auth/step-up'

/**
 * A sensitive action needs a step-up check: a sign-in (a code, a passkey, a provider) less than AUTH_STEP_UP_MAX_AGE
 * seconds ago (the step-up maximum age). Each sign-in starts a new session, so the session's start is what the check
 * reads; the step-up dialog signs the person in again, and the session it replaces on that browser is ended
 * (step-up-plugin.ts). An impersonation session starts when the admin, past a step-up check of their own, began
 * browsing as the person.
 */
export function isWithinStepUpMaxAge(signedInAt: Date | string, maxAgeSeconds: number, now = Date.now()) {
  return now - new Date(signedInAt).getTime() < maxAgeSeconds * 1000
}

/** The message of the refusal: an admin browsing as someone cannot prove the person's presence. */
export function stepUpRefusalKey(impersonated: boolean) {
  return impersonated ? STEP_UP_REFUSAL_WHILE_IMPERSONATING : STEP_UP_REFUSAL
}
