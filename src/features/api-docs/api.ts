import { z } from 'zod'
import { ownAccountPermission as ownAccount } from '@/server/auth/access-control'
import { declareServerFunction } from '@/server/http/server-functions/declaration'
import { apiKeyIdSchema, createApiKeySchema, noInputSchema } from './schema'

/** For the manager area only, like the rest of what describes the product's internals. */
export const getApiReference = declareServerFunction({
  method: 'GET',
  permission: { apps: ['manager'] },
  input: z.undefined({ error: 'errors:invalidInput' }),
})

// A person's own keys: guarded like every action on one's own account.
export const listMyApiKeys = declareServerFunction({ method: 'GET', permission: ownAccount, input: noInputSchema })
export const createMyApiKey = declareServerFunction({
  method: 'POST',
  permission: ownAccount,
  input: createApiKeySchema,
  stepUp: true,
})
export const revokeMyApiKey = declareServerFunction({ method: 'POST', permission: ownAccount, input: apiKeyIdSchema })
