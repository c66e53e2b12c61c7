import { createServerFn } from '@tanstack/react-start'
import { requestActor } from '@/server/audit'
import { getAuth } from '@/server/auth'
import { getDb } from '@/server/db'
import { guardsOf } from '@/server/http/server-functions/guards'
import * as apiKeys from './api-keys.server'
import * as declared from './api'

export const listMyApiKeys = createServerFn(declared.listMyApiKeys)
  .middleware(guardsOf(declared.listMyApiKeys))
  .handler(async ({ context }) => apiKeys.listMyApiKeys(await getDb(), context.session))

export const createMyApiKey = createServerFn(declared.createMyApiKey)
  .middleware(guardsOf(declared.createMyApiKey))
  .handler(async ({ data, context }) =>
    apiKeys.createMyApiKey(await getAuth(), await getDb(), requestActor(context.session.user), context.session, data),
  )

export const revokeMyApiKey = createServerFn(declared.revokeMyApiKey)
  .middleware(guardsOf(declared.revokeMyApiKey))
  .handler(async ({ data, context }) =>
    apiKeys.revokeMyApiKey(await getDb(), requestActor(context.session.user), data.keyId),
  )
