import { adminClient, emailOTPClient, organizationClient } from 'better-auth/client/plugins'
import { createAuthClient } from 'better-auth/react'

/** Browser client of /api/auth on this site's own origin. */
export const authClient = createAuthClient({
  plugins: [emailOTPClient(), adminClient(), organizationClient()],
})
