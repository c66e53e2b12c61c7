import { createServerFn } from '@tanstack/react-start'
import { guardsOf } from '@/server/http/server-functions/guards'
import { getAuth } from '@/server/auth'
import * as declared from './api'
import { buildApiReference } from './api-docs.server'

/** For the manager area only (apps:manager), like the rest of what describes the product's internals. */
export const getApiReference = createServerFn(declared.getApiReference)
  .middleware(guardsOf(declared.getApiReference))
  .handler(async () => buildApiReference(await getAuth()))
