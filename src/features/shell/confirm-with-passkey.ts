/**
 * Proves the signed-in person's presence with one of their passkeys (the server offers only theirs), without
 * leaving the page. Resolves to the id of the account the passkey signed in to, or null when it did not.
 */
export async function confirmWithPasskey(): Promise<string | null> {
  try {
    const optionsAnswer = await fetch('/api/auth/passkey/generate-authenticate-options')
    if (!optionsAnswer.ok) return null
    const options = (await optionsAnswer.json()) as PublicKeyCredentialRequestOptionsJSON
    const credential = await navigator.credentials.get({
      publicKey: PublicKeyCredential.parseRequestOptionsFromJSON(options),
    })
    if (!(credential instanceof PublicKeyCredential)) return null
    const verified = await fetch('/api/auth/passkey/verify-authentication', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ response: credential.toJSON() }),
    })
    if (!verified.ok) return null
    const { user } = (await verified.json()) as { user: { id: string } }
    return user.id
  } catch {
    // Turned down, timed out, no passkey on this device (the browser does not tell them apart), or offline.
    return null
  }
}
