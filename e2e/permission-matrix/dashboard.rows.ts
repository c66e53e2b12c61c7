import type * as api from '~/src/features/dashboard/api'
import type { Rows } from './row'

export const rows: Rows<typeof api> = {
  getDashboard: { input: () => undefined },
}
