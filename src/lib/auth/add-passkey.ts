import type { TFunction } from 'i18next'
import { appConfig } from '~/app.config'
import { rateLimitMessage, retryAfterSeconds } from '@/lib/http/rate-limit-message'
import { fetchWithStepUp } from '@/lib/auth/step-up-fetch'
import { parseUserAgent } from '@/lib/activity/user-agent'

/** A refused or failed attempt; `message` is the translation key of what the person reads. */
export class AddPasskeyError extends Error {
  override name = 'AddPasskeyError'
}

// better-auth's and the product's refusals of the two registration endpoints.
const refusals: Record<string, string> = {
  STEP_UP_REQUIRED: 'auth:stepUp.required',
  UNAUTHORIZED: 'errors:unauthorized',
  PASSKEYS_OFF_IN_DEMO: 'passkeys:offInDemo',
  IMPERSONATION_NOT_ALLOWED: 'passkeys:impersonating',
  PASSKEY_NAME_INVALID: 'auth:validation.passkeyNameInvalid',
}

async function refusalOf(answer: Response) {
  if (answer.status === 429)
    return new AddPasskeyError(rateLimitMessage(retryAfterSeconds(answer.headers.get('retry-after'))))
  const { code } = (await answer.json().catch(() => ({}))) as { code?: string }
  return new AddPasskeyError(refusals[code ?? ''] ?? 'passkeys:errors.failed')
}

/** What the browser threw while making the passkey, in words. */
function creationFailure(error: unknown, timedOut: boolean) {
  const name = error instanceof DOMException ? error.name : ''
  if (name === 'InvalidStateError') return new AddPasskeyError('passkeys:errors.alreadyAdded')
  if (name === 'NotAllowedError' || name === 'AbortError') {
    return new AddPasskeyError(timedOut ? 'passkeys:errors.timedOut' : 'passkeys:errors.cancelled')
  }
  return new AddPasskeyError('passkeys:errors.failed')
}

/** "Chrome on Android": what a passkey made in this browser is called until the person renames it. */
export function defaultPasskeyName(t: TFunction<'passkeys'>) {
  const { browser, os } = parseUserAgent(navigator.userAgent)
  return browser && os ? t('defaultName', { browser, os }) : (browser ?? os ?? t('unnamed'))
}

/** Makes a passkey with the browser's own dialog and registers it for the signed-in person. */
export async function addPasskey({ userId, name }: { userId: string; name: string }) {
  const optionsAnswer = await fetchWithStepUp(
    `/api/auth/passkey/generate-register-options?${new URLSearchParams({ name })}`,
  )
  if (!optionsAnswer.ok) throw await refusalOf(optionsAnswer)
  const options = (await optionsAnswer.json()) as PublicKeyCredentialCreationOptionsJSON

  const startedAt = Date.now()
  let credential: Credential | null
  try {
    credential = await navigator.credentials.create({
      publicKey: PublicKeyCredential.parseCreationOptionsFromJSON(options),
    })
  } catch (error) {
    const timedOut = options.timeout !== undefined && Date.now() - startedAt >= options.timeout
    throw creationFailure(error, timedOut)
  }
  if (!(credential instanceof PublicKeyCredential)) throw new AddPasskeyError('passkeys:errors.cancelled')

  const verified = await fetch('/api/auth/passkey/verify-registration', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ response: credential.toJSON(), name }),
  })
  if (!verified.ok) throw await refusalOf(verified)
  localStorage.setItem(appConfig.passkeyDeviceKeyPrefix + userId, 'true')
}
