import { createServerFn } from '@tanstack/react-start'
import { guardsOf } from '@/server/http/server-functions/guards'
import { getDb } from '@/server/db'
import * as dashboard from './dashboard.server'
import * as declared from './api'

export const getDashboard = createServerFn(declared.getDashboard)
  .middleware(guardsOf(declared.getDashboard))
  .handler(async () => dashboard.getDashboard(await getDb()))
