import { createAuthClient } from 'better-auth/client'
import { organizationClient } from 'better-auth/client/plugins'

/**
 * A member's writes go to better-auth's endpoints directly, so its rules and the product's hooks apply to
 * the pages and to any other HTTP client alike. A client of its own, with teams on, so the team methods are typed.
 */
export const organizationApi = createAuthClient({
  plugins: [organizationClient({ teams: { enabled: true } })],
}).organization
