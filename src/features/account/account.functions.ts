import { createServerFn } from '@tanstack/react-start'
import { guardsOf } from '@/server/http/server-functions/guards'
import { getRequest, getRequestIP } from '@tanstack/react-start/server'
import { getAuth } from '@/server/auth'
import { resolveClientIp } from '@/server/auth/client-ip'
import { serverConfig } from '@/server/config'
import { listSecurityActivity } from '@/server/security-activity'
import { getDb } from '@/server/db'
import * as account from './account.server'
import * as declared from './api'

async function currentCaller(): Promise<account.AccountCaller> {
  const request = getRequest()
  return {
    auth: await getAuth(),
    db: await getDb(),
    headers: request.headers,
    clientIp: resolveClientIp(request.headers, getRequestIP(), serverConfig().trustedProxyHeader),
  }
}

async function run<T>(task: (caller: account.AccountCaller) => Promise<T>): Promise<T> {
  return task(await currentCaller())
}

export const changeName = createServerFn(declared.changeName)
  .middleware(guardsOf(declared.changeName))
  .handler(({ data }) => run((caller) => account.changeName(caller, data)))

export const requestEmailChange = createServerFn(declared.requestEmailChange)
  .middleware(guardsOf(declared.requestEmailChange))
  .handler(({ data }) => run((caller) => account.requestEmailChange(caller, data, serverConfig().email)))

export const confirmEmailChange = createServerFn(declared.confirmEmailChange)
  .middleware(guardsOf(declared.confirmEmailChange))
  .handler(({ data }) => run((caller) => account.confirmEmailChange(caller, data)))

export const listSessions = createServerFn(declared.listSessions)
  .middleware(guardsOf(declared.listSessions))
  .handler(() => run((caller) => account.listSessions(caller)))

export const revokeSession = createServerFn(declared.revokeSession)
  .middleware(guardsOf(declared.revokeSession))
  .handler(({ data }) => run((caller) => account.revokeSession(caller, data)))

export const revokeOtherSessions = createServerFn(declared.revokeOtherSessions)
  .middleware(guardsOf(declared.revokeOtherSessions))
  .handler(() => run((caller) => account.revokeOtherSessions(caller)))

export const deleteAccount = createServerFn(declared.deleteAccount)
  .middleware(guardsOf(declared.deleteAccount))
  .handler(() => run((caller) => account.deleteAccount(caller)))

export const listMyActivity = createServerFn(declared.listMyActivity)
  .middleware(guardsOf(declared.listMyActivity))
  .handler(async ({ data, context }) => listSecurityActivity(await getDb(), context.session.user.id, data, 'owner'))
