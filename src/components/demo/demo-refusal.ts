import { DEMO_MODE_CODE, DEMO_REFUSED_MESSAGE } from '@/lib/environment/demo'
import { isRefusal } from '@/lib/http/refusal'
import { openDemoDialog } from './demo-dialog-store'

export function isDemoRefusal(error: unknown): boolean {
  if (error instanceof Error) return isRefusal(error, DEMO_REFUSED_MESSAGE)
  if (typeof error !== 'object' || error === null) return false
  const { code, message } = error as { code?: unknown; message?: unknown }
  return code === DEMO_MODE_CODE || message === DEMO_REFUSED_MESSAGE
}

/** Returns false so the caller reports the error its usual way (a toast, a form message). */
export function handleDemoRefusal(error: unknown): boolean {
  if (!isDemoRefusal(error)) return false
  openDemoDialog()
  return true
}
