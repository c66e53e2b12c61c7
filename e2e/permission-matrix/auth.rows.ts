import type * as api from '~/src/features/auth/api'
import type { Rows } from './row'

export const rows: Rows<typeof api> = {
  getAppContext: { input: () => undefined, openStatus: 200 },
}
