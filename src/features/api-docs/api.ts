import { z } from 'zod'
import { declareServerFunction } from '@/server/http/server-functions/declaration'

/** For the manager area only, like the rest of what describes the product's internals. */
export const getApiReference = declareServerFunction({
  method: 'GET',
  permission: { apps: ['manager'] },
  input: z.undefined({ error: 'errors:invalidInput' }),
})
