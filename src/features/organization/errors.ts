import type { TFunction } from 'i18next'
import { toast } from '@/components/ui/toaster'
import { handleDemoRefusal } from '@/components/demo/demo-refusal'
import { type AuthClientError, authErrorMessage, hasAuthErrorMessage } from '@/lib/auth-error-message'
import { translateMessage } from '@/lib/i18n/message'

/**
 * A refusal of better-auth's organization endpoints in the reader's language: its error codes are
 * translated in auth-errors; the product's own checks (organization-plugin.ts) send a translation key.
 */
export function organizationAuthErrorMessage(t: TFunction<string>, error: AuthClientError) {
  if (error.code === 'INVALID_NAME' && error.message) return translateMessage(t, error.message)
  if (error.code === 'EMAIL_NOT_SENT') return t('organization:invite.emailNotSent')
  if (hasAuthErrorMessage(error)) return authErrorMessage(t, error)
  return t('errors:fallback')
}

/** Shows a refusal as a toast, or the 'Demo Mode' dialog for a read-only demo's. */
export function reportAuthError(t: TFunction<string>, error: AuthClientError) {
  if (handleDemoRefusal(error)) return
  toast.error(organizationAuthErrorMessage(t, error))
}

export function reportServerError(t: TFunction<string>, error: unknown) {
  if (handleDemoRefusal(error)) return
  toast.error(translateMessage(t, error instanceof Error && error.message ? error.message : 'errors:fallback'))
}

/**
 * Runs a call of the organization client. A refusal is reported, then thrown, so that a confirmation
 * stays open (ConfirmDialog) and the caller stops there.
 */
export async function callOrganizationApi<T>(
  t: TFunction<string>,
  call: () => Promise<{ data: T | null; error: AuthClientError | null }>,
): Promise<T> {
  const { data, error } = await call()
  if (error) {
    reportAuthError(t, error)
    throw new Error(error.code ?? error.message ?? 'organization-call-failed')
  }
  return data as T
}
