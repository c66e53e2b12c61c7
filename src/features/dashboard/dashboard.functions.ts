import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { requirePermission } from '@/server/auth/middleware'
import { getDb } from '@/server/db'
import * as dashboard from './dashboard.server'

/** The manager dashboard: figures, 30 days of sign-ups and sign-ins, the latest admin actions. */
export const getDashboard = createServerFn({ method: 'GET' })
  .middleware([requirePermission({ apps: ['manager'] })])
  .validator(z.undefined({ error: 'errors:invalidInput' }))
  .handler(async () => dashboard.getDashboard(await getDb()))
