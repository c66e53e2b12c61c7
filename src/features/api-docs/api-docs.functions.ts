import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { getAuth } from '@/server/auth'
import { requirePermission } from '@/server/auth/middleware'

/**
 * The API reference of /manager/api: the /api/auth endpoints and the server functions. For the
 * manager area only (apps:manager), like the rest of what describes the product's internals.
 */
export const getApiReference = createServerFn({ method: 'GET' })
  .middleware([requirePermission({ apps: ['manager'] })])
  .validator(z.undefined({ error: 'errors:invalidInput' }))
  .handler(async () => {
    // Imported here: the catalog imports every *.functions.ts, this one included.
    const { buildApiReference } = await import('./api-docs.server')
    return buildApiReference(await getAuth())
  })
