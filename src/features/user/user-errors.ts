import type { TFunction } from 'i18next'
import { toast } from '@/components/ui/toaster'
import { handleDemoRefusal } from '@/components/demo/demo-refusal'
import { translateMessage } from '@/lib/i18n/message'

export function toastServerError(t: TFunction<'user'>, error: unknown) {
  // A read-only demo's refusal opens the 'Demo Mode' dialog instead.
  if (handleDemoRefusal(error)) return
  toast.error(translateMessage(t, error instanceof Error && error.message ? error.message : 'errors:fallback'))
}
