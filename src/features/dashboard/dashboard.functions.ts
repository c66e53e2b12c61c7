import { createServerFn } from '@tanstack/react-start'
import { requirePermission } from '@/server/auth/middleware'
import { getDb } from '@/server/db'
import * as dashboard from './dashboard.server'
import * as declared from './api'

/** The manager dashboard: figures, 30 days of sign-ups and sign-ins, the latest admin actions. */
export const getDashboard = createServerFn({ method: declared.getDashboard.method })
  .middleware([requirePermission(declared.getDashboard.permission)])
  .validator(declared.getDashboard.input)
  .handler(async () => dashboard.getDashboard(await getDb()))
