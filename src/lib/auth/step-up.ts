/**
 * A sensitive action refused for want of a step-up answers 403 with this header (and the
 * message `auth:stepUp.required`): the browser then asks for a fresh code or passkey and sends the call again.
 */
export const STEP_UP_HEADER = 'x-step-up'
export const STEP_UP_REQUIRED = 'required'

/** The refusal's message: read by the person when they turn the check down. */
export const STEP_UP_REFUSAL = 'auth:stepUp.required'
/** An admin browsing as someone cannot prove the person's presence: they start again from their own account. */
export const STEP_UP_REFUSAL_WHILE_IMPERSONATING = 'auth:stepUp.impersonating'
