import { createServerFn } from '@tanstack/react-start'
import { getRequest, getRequestIP } from '@tanstack/react-start/server'
import { getAuth } from '@/server/auth'
import { resolveClientIp } from '@/server/auth/client-ip'
import { requirePermission } from '@/server/auth/middleware'
import { serverConfig } from '@/server/config'
import * as account from './account.server'
import {
  changeNameSchema,
  confirmEmailChangeSchema,
  noInputSchema,
  requestEmailChangeSchema,
  sessionIdSchema,
} from './schema'

// Both roles hold account:update and no account:read: it guards every action on one's own account.
const canManageAccount = requirePermission({ account: ['update'] })

async function currentCaller(): Promise<account.AccountCaller> {
  const request = getRequest()
  return {
    auth: await getAuth(),
    headers: request.headers,
    clientIp: resolveClientIp(request.headers, getRequestIP(), serverConfig().trustedProxyHeader),
  }
}

async function run<T>(task: (caller: account.AccountCaller) => Promise<T>): Promise<T> {
  return task(await currentCaller())
}

export const changeName = createServerFn({ method: 'POST' })
  .middleware([canManageAccount])
  .validator(changeNameSchema)
  .handler(({ data }) => run((caller) => account.changeName(caller, data)))

export const requestEmailChange = createServerFn({ method: 'POST' })
  .middleware([canManageAccount])
  .validator(requestEmailChangeSchema)
  .handler(({ data }) => run((caller) => account.requestEmailChange(caller, data, serverConfig().email)))

export const confirmEmailChange = createServerFn({ method: 'POST' })
  .middleware([canManageAccount])
  .validator(confirmEmailChangeSchema)
  .handler(({ data }) => run((caller) => account.confirmEmailChange(caller, data)))

export const listSessions = createServerFn({ method: 'GET' })
  .middleware([canManageAccount])
  .validator(noInputSchema)
  .handler(() => run((caller) => account.listSessions(caller)))

export const revokeSession = createServerFn({ method: 'POST' })
  .middleware([canManageAccount])
  .validator(sessionIdSchema)
  .handler(({ data }) => run((caller) => account.revokeSession(caller, data)))

export const revokeOtherSessions = createServerFn({ method: 'POST' })
  .middleware([canManageAccount])
  .validator(noInputSchema)
  .handler(() => run((caller) => account.revokeOtherSessions(caller)))

export const deleteAccount = createServerFn({ method: 'POST' })
  .middleware([canManageAccount])
  .validator(noInputSchema)
  .handler(() => run((caller) => account.deleteAccount(caller)))
