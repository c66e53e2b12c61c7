import { adminClient, emailOTPClient, organizationClient } from 'better-auth/client/plugins'
import { createAuthClient } from 'better-auth/react'
import { fetchWithStepUp } from './step-up-fetch'

/** better-auth's browser client with the plugins the server runs (loaded by loadAuthClient only). */
export function createBetterAuthClient() {
  return createAuthClient({
    plugins: [emailOTPClient(), adminClient(), organizationClient()],
    // Starting an impersonation asks for a recent sign-in, as the product's own sensitive actions do.
    fetchOptions: { customFetchImpl: (input, init) => fetchWithStepUp(input, init) },
  })
}
