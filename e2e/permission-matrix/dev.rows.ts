import type * as api from '~/src/features/dev/api'
import type { Rows } from './row'

export const rows: Rows<typeof api> = {
  // Development only: the production server answers 404 to everyone.
  listDevMailbox: { input: () => undefined, openStatus: 404 },
}
