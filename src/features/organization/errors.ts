import type { TFunction } from 'i18next'
import { reportRefusal } from '@/components/errors/report-refusal'
import { type AuthClientError, authErrorKey, hasAuthErrorMessage } from '@/lib/auth/auth-error-message'

/**
 * The translation key of a refusal of better-auth's organization endpoints: their error codes are translated
 * in auth-errors; the product's own checks (organization-plugin.ts) send a key as the message.
 */
function organizationRefusalKey(error: AuthClientError) {
  if (error.code === 'INVALID_NAME' && error.message) return error.message
  if (hasAuthErrorMessage(error)) return authErrorKey(error)
  return 'errors:fallback'
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
    reportRefusal(t, error, organizationRefusalKey(error))
    throw new Error(error.code ?? error.message ?? 'organization-call-failed')
  }
  return data as T
}
