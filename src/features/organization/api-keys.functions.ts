import { createServerFn } from '@tanstack/react-start'
import { requestActor } from '@/server/audit'
import { getAuth } from '@/server/auth'
import { getDb } from '@/server/db'
import { guardsOf } from '@/server/http/server-functions/guards'
import * as apiKeys from './api-keys.server'
import * as declared from './api'

export const listOrganizationApiKeys = createServerFn(declared.listOrganizationApiKeys)
  .middleware(guardsOf(declared.listOrganizationApiKeys))
  .handler(async ({ data, context }) =>
    apiKeys.listOrganizationApiKeys(await getDb(), context.session.user.id, data.organizationId),
  )

export const createOrganizationApiKey = createServerFn(declared.createOrganizationApiKey)
  .middleware(guardsOf(declared.createOrganizationApiKey))
  .handler(async ({ data, context }) =>
    apiKeys.createOrganizationApiKey(await getAuth(), await getDb(), requestActor(context.session.user), data),
  )

export const revokeOrganizationApiKey = createServerFn(declared.revokeOrganizationApiKey)
  .middleware(guardsOf(declared.revokeOrganizationApiKey))
  .handler(async ({ data, context }) =>
    apiKeys.revokeOrganizationApiKey(await getDb(), requestActor(context.session.user), data),
  )
