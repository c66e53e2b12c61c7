import { openDemoDialog } from './demo-dialog-store'

/** The message of a server function refused by a demo build (src/server/http/server-functions/demo-policy.ts). */
const DEMO_REFUSED_MESSAGE = 'demo:refused'
/** The code of an /api/auth request refused by a demo build. */
const DEMO_MODE_CODE = 'DEMO_MODE'

/** Whether `error` is a demo build's refusal: a server function's Error, or better-auth's error object. */
export function isDemoRefusal(error: unknown): boolean {
  if (error instanceof Error) return error.message === DEMO_REFUSED_MESSAGE
  if (typeof error !== 'object' || error === null) return false
  const { code, message } = error as { code?: unknown; message?: unknown }
  return code === DEMO_MODE_CODE || message === DEMO_REFUSED_MESSAGE
}

/**
 * Opens the 'Demo Mode' dialog when `error` is a demo refusal and returns true; otherwise returns
 * false so the caller reports the error its usual way (a toast, a form message).
 */
export function handleDemoRefusal(error: unknown): boolean {
  if (!isDemoRefusal(error)) return false
  openDemoDialog()
  return true
}
