import { createServerFn } from '@tanstack/react-start'
import { getAuth } from '@/server/auth'
import { requirePermission } from '@/server/auth/middleware'
import * as declared from './api'
import { buildApiReference } from './api-docs.server'

/** For the manager area only (apps:manager), like the rest of what describes the product's internals. */
export const getApiReference = createServerFn({ method: declared.getApiReference.method })
  .middleware([requirePermission(declared.getApiReference.permission)])
  .validator(declared.getApiReference.input)
  .handler(async () => buildApiReference(await getAuth()))
