import type { TFunction } from 'i18next'
import { handleDemoRefusal } from '@/components/demo/demo-refusal'
import { toast } from '@/components/ui/toaster'
import { errorMessageKey } from '@/lib/i18n/error-message-key'
import { translateMessage } from '@/lib/i18n/message'

/**
 * Tells the person a call was refused: a read-only demo's refusal opens the 'Demo Mode' dialog, any other shows a
 * toast. The toast says what `messageKey` says: by default the translation key a server function's refusal
 * carries, else errors:fallback. A better-auth client error ({ code, status }) carries no key: its caller passes
 * the one its code translates to (authErrorKey).
 */
export function reportRefusal(t: TFunction<string>, error: unknown, messageKey = errorMessageKey(error)) {
  if (handleDemoRefusal(error)) return
  toast.error(translateMessage(t, messageKey))
}
