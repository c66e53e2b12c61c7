import type * as api from '~/src/features/api-docs/api'
import type { Rows } from './row'

export const rows: Rows<typeof api> = {
  getApiReference: { input: () => undefined },
}
