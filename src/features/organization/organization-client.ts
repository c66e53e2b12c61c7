import { createAuthClient } from 'better-auth/client'
import { organizationClient } from 'better-auth/client/plugins'

/**
 * better-auth's organization endpoints (/api/auth/organization/*) for the browser: a member's writes
 * go there directly, so better-auth's rules (roles, owners, recipients, limits) and the product's hooks
 * (src/server/auth/organization-plugin.ts) apply to the pages and to any other HTTP client alike.
 * A client of its own, with teams on, so that the team methods are typed.
 */
export const organizationApi = createAuthClient({
  plugins: [organizationClient({ teams: { enabled: true } })],
}).organization
