import { adminClient, emailOTPClient, organizationClient } from 'better-auth/client/plugins'
import { createAuthClient } from 'better-auth/react'

/** better-auth's browser client with the plugins the server runs (loaded by loadAuthClient only). */
export function createBetterAuthClient() {
  return createAuthClient({ plugins: [emailOTPClient(), adminClient(), organizationClient()] })
}
