import { z } from 'zod'
import { declareServerFunction } from '@/lib/server-function-declaration'

export const getDashboard = declareServerFunction({
  method: 'GET',
  permission: { apps: ['manager'] },
  input: z.undefined({ error: 'errors:invalidInput' }),
})
