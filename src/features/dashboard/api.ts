import { z } from 'zod'
import { declareServerFunction } from '@/server/http/server-functions/declaration'

export const getDashboard = declareServerFunction({
  method: 'GET',
  permission: { apps: ['manager'] },
  input: z.undefined({ error: 'errors:invalidInput' }),
})
