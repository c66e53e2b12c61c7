import { serverConfig } from '../config'
import { refuse } from '../http/refusal'
import { isWithinStepUpMaxAge, stepUpRefusalKey } from './step-up-rule'

/** Whether the signed-in caller passes the step-up check: signed in within the step-up maximum age. */
export function passesStepUp(session: { signedInAt: string }) {
  return isWithinStepUpMaxAge(session.signedInAt, serverConfig().auth.stepUpMaxAge)
}

/** Refuses with 403 when the caller's sign-in is too old; the answer tells the browser to ask for a step-up. */
export function refuseWithoutStepUp(session: { signedInAt: string; impersonatedBy: string | null; apiKey?: unknown }) {
  // A key proves no presence, however recent (api-key-rights.ts).
  if (session.apiKey) refuse(403, 'errors:apiKey.stepUp')
  if (!passesStepUp(session)) refuse(403, stepUpRefusalKey(Boolean(session.impersonatedBy)))
}
