import { createServerFn } from '@tanstack/react-start'
import { getRequest, getRequestIP } from '@tanstack/react-start/server'
import { getAuth } from '@/server/auth'
import { resolveClientIp } from '@/server/auth/client-ip'
import { requirePermission } from '@/server/auth/middleware'
import { requireStepUp } from '@/server/auth/step-up'
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

export const changeName = createServerFn({ method: declared.changeName.method })
  .middleware([requirePermission(declared.changeName.permission)])
  .validator(declared.changeName.input)
  .handler(({ data }) => run((caller) => account.changeName(caller, data)))

export const requestEmailChange = createServerFn({ method: declared.requestEmailChange.method })
  .middleware([requirePermission(declared.requestEmailChange.permission), requireStepUp])
  .validator(declared.requestEmailChange.input)
  .handler(({ data }) => run((caller) => account.requestEmailChange(caller, data, serverConfig().email)))

export const confirmEmailChange = createServerFn({ method: declared.confirmEmailChange.method })
  .middleware([requirePermission(declared.confirmEmailChange.permission)])
  .validator(declared.confirmEmailChange.input)
  .handler(({ data }) => run((caller) => account.confirmEmailChange(caller, data)))

export const listSessions = createServerFn({ method: declared.listSessions.method })
  .middleware([requirePermission(declared.listSessions.permission)])
  .validator(declared.listSessions.input)
  .handler(() => run((caller) => account.listSessions(caller)))

export const revokeSession = createServerFn({ method: declared.revokeSession.method })
  .middleware([requirePermission(declared.revokeSession.permission), requireStepUp])
  .validator(declared.revokeSession.input)
  .handler(({ data }) => run((caller) => account.revokeSession(caller, data)))

export const revokeOtherSessions = createServerFn({ method: declared.revokeOtherSessions.method })
  .middleware([requirePermission(declared.revokeOtherSessions.permission), requireStepUp])
  .validator(declared.revokeOtherSessions.input)
  .handler(() => run((caller) => account.revokeOtherSessions(caller)))

export const deleteAccount = createServerFn({ method: declared.deleteAccount.method })
  .middleware([requirePermission(declared.deleteAccount.permission), requireStepUp])
  .validator(declared.deleteAccount.input)
  .handler(() => run((caller) => account.deleteAccount(caller)))

export const listMyActivity = createServerFn({ method: declared.listMyActivity.method })
  .middleware([requirePermission(declared.listMyActivity.permission)])
  .validator(declared.listMyActivity.input)
  .handler(async ({ data, context }) => listSecurityActivity(await getDb(), context.session.user.id, data, 'owner'))
