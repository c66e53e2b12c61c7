import { createServerFn } from '@tanstack/react-start'
import { requirePermission } from '@/server/auth/middleware'
import { getDb } from '@/server/db'
import * as dashboard from './dashboard.server'
import * as declared from './api'

export const getDashboard = createServerFn({ method: declared.getDashboard.method })
  .middleware([requirePermission(declared.getDashboard.permission)])
  .validator(declared.getDashboard.input)
  .handler(async () => dashboard.getDashboard(await getDb()))
