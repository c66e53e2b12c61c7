import type * as api from '~/src/features/auth/api'
import type { Rows } from './row'

export const rows: Rows<typeof api> = {
  getAppContext: { input: () => undefined, openStatus: 200 },
  // An address at no organisation's verified domain: nowhere to send it.
  findSsoSignIn: { input: (f) => ({ email: `${f.tag.toLowerCase()}@example.org` }), openStatus: 200 },
}
