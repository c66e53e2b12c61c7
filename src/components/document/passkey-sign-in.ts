export interface PasskeySignInSettings {
  /**
   * The login page (with its redirect): signed in, its guard sends the person on (onboarding, then the redirect);
   * with `?error=`, it explains a failure in the person's language.
   */
  returnUrl: string
  /** Local storage key (followed by the user id) marking that this browser holds a passkey for that account. */
  deviceKeyPrefix: string
  /** 'conditional': the browser offers the passkeys in the e-mail field's autofill list and waits. */
  mediation: 'modal' | 'conditional'
  /** Aborts a waiting request (the autofill one, when the person presses the button). */
  signal?: AbortSignal
}

/**
 * Signs in with a passkey through better-auth's passkey endpoints and the browser's own WebAuthn JSON methods,
 * then leaves the page. It is also sent as source text to the sign-in pages, which load no application script:
 * it must not use anything from outside its body.
 */
export async function signInWithPasskey(settings: PasskeySignInSettings) {
  const fail = (code: string, retryAfter?: string | null) => {
    const url = new URL(settings.returnUrl, location.href)
    url.searchParams.set('error', code)
    if (retryAfter) url.searchParams.set('retryAfter', retryAfter)
    location.assign(url)
  }
  /** `used`: the passkey the server refused, which the browser can stop offering if the site no longer knows it. */
  const failWithAnswer = async (answer: Response, used?: { rpId: string; credentialId: string }) => {
    if (answer.status === 429) return fail('RATE_LIMITED', answer.headers.get('retry-after'))
    const body = (await answer.json().catch(() => ({}))) as { code?: string }
    if (body.code === 'PASSKEY_NOT_FOUND' && used) {
      const signalUnknown = (
        PublicKeyCredential as { signalUnknownCredential?: (credential: typeof used) => Promise<void> }
      ).signalUnknownCredential
      await signalUnknown?.call(PublicKeyCredential, used).catch(() => undefined)
    }
    fail(body.code === 'PASSKEY_NOT_FOUND' || body.code === 'BANNED_USER' ? body.code : 'PASSKEY_FAILED')
  }

  let options: PublicKeyCredentialRequestOptionsJSON
  try {
    const optionsAnswer = await fetch('/api/auth/passkey/generate-authenticate-options', { signal: settings.signal })
    if (!optionsAnswer.ok) return await failWithAnswer(optionsAnswer)
    options = (await optionsAnswer.json()) as PublicKeyCredentialRequestOptionsJSON
  } catch {
    // Aborted (the page is being left, or the button took over), else the network failed.
    return settings.signal?.aborted ? undefined : fail('PASSKEY_FAILED')
  }
  const startedAt = Date.now()
  let credential: Credential | null
  try {
    credential = await navigator.credentials.get({
      publicKey: PublicKeyCredential.parseRequestOptionsFromJSON(options),
      mediation: settings.mediation === 'conditional' ? 'conditional' : 'optional',
      signal: settings.signal,
    })
  } catch {
    // The autofill request ends quietly: aborted by the button, or the page left.
    if (settings.mediation === 'conditional' || settings.signal?.aborted) return
    // Browsers answer a cancel, a time-out and "no passkey here" alike (NotAllowedError), on purpose.
    const timedOut = options.timeout !== undefined && Date.now() - startedAt >= options.timeout
    return fail(timedOut ? 'PASSKEY_TIMED_OUT' : 'PASSKEY_CANCELLED')
  }
  if (!(credential instanceof PublicKeyCredential)) return fail('PASSKEY_CANCELLED')

  let verified: Response
  try {
    verified = await fetch('/api/auth/passkey/verify-authentication', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ response: credential.toJSON() }),
    })
  } catch {
    return fail('PASSKEY_FAILED')
  }
  if (!verified.ok)
    return failWithAnswer(verified, options.rpId ? { rpId: options.rpId, credentialId: credential.id } : undefined)
  const { user } = (await verified.json()) as { user: { id: string } }
  localStorage.setItem(settings.deviceKeyPrefix + user.id, 'true')
  location.assign(settings.returnUrl)
}

/** Whether the browser can run the passkey ceremonies as written here (WebAuthn with its JSON methods). */
export function canUsePasskeys() {
  return (
    typeof PublicKeyCredential !== 'undefined' &&
    typeof PublicKeyCredential.parseRequestOptionsFromJSON === 'function' &&
    typeof PublicKeyCredential.parseCreationOptionsFromJSON === 'function'
  )
}
