import { createServerFn } from '@tanstack/react-start'
import { guardsOf } from '@/server/http/server-functions/guards'
import { requestActor } from '@/server/audit'
import { getAuth } from '@/server/auth'
import { hasPermission } from '@/server/auth/access-control'
import { passesStepUp } from '@/server/auth/step-up'
import { requestSecurityNotifier } from '@/server/email/request-security-notifier'
import { serverConfig } from '@/server/config'
import { getDb } from '@/server/db'
import { refuse } from '@/server/http/refusal'
import { listSecurityActivity } from '@/server/security-activity'
import * as users from './user.server'
import * as bans from './user-bans.server'
import * as credentials from './user-credentials.server'
import * as detail from './user-detail.server'
import * as userList from './user-list.server'
import * as roles from './user-roles.server'
import * as sessions from './user-sessions.server'
import * as declared from './api'
import { userRefusals } from './refusals'

export const listUsers = createServerFn(declared.listUsers)
  .middleware(guardsOf(declared.listUsers))
  .handler(async ({ data }) => userList.listUsers(await getDb(), data))

export const getUser = createServerFn(declared.getUser)
  .middleware(guardsOf(declared.getUser))
  .handler(async ({ data }) => {
    const found = await detail.getUserDetail(await getDb(), data.id)
    return found ?? refuse(404, userRefusals.notFound)
  })

export const listUserActivity = createServerFn(declared.listUserActivity)
  .middleware(guardsOf(declared.listUserActivity))
  .handler(async ({ data }) => {
    const db = await getDb()
    if (!(await detail.userExists(db, data.id))) refuse(404, userRefusals.notFound)
    return listSecurityActivity(db, data.id, data, 'admin')
  })

export const createUser = createServerFn(declared.createUser)
  .middleware(guardsOf(declared.createUser))
  .handler(async ({ data, context }) =>
    users.createUser(await getDb(), requestActor(context.session.user), data, {
      passesStepUp: passesStepUp(context.session),
    }),
  )

export const updateUser = createServerFn(declared.updateUser)
  .middleware(guardsOf(declared.updateUser))
  .handler(async ({ data, context }) => {
    const canSetRole = hasPermission(context.session.user, { user: ['set-role'] }, serverConfig().auth.adminUserIds)
    return users.updateUser(await getDb(), requestActor(context.session.user), data, {
      canSetRole,
      passesStepUp: passesStepUp(context.session),
    })
  })

export const setUserRole = createServerFn(declared.setUserRole)
  .middleware(guardsOf(declared.setUserRole))
  .handler(async ({ data, context }) =>
    roles.setUserRole(await getDb(), requestActor(context.session.user), data, {
      passesStepUp: passesStepUp(context.session),
    }),
  )

export const banUser = createServerFn(declared.banUser)
  .middleware(guardsOf(declared.banUser))
  .handler(async ({ data, context }) => bans.banUser(await getDb(), requestActor(context.session.user), data))

export const unbanUser = createServerFn(declared.unbanUser)
  .middleware(guardsOf(declared.unbanUser))
  .handler(async ({ data, context }) => bans.unbanUser(await getDb(), requestActor(context.session.user), data.id))

export const revokeUserSession = createServerFn(declared.revokeUserSession)
  .middleware(guardsOf(declared.revokeUserSession))
  .handler(async ({ data, context }) =>
    sessions.revokeUserSession(await getDb(), requestActor(context.session.user), data),
  )

export const revokeUserSessions = createServerFn(declared.revokeUserSessions)
  .middleware(guardsOf(declared.revokeUserSessions))
  .handler(async ({ data, context }) =>
    sessions.revokeUserSessions(await getDb(), requestActor(context.session.user), data, requestSecurityNotifier()),
  )

export const removeUserPasskeys = createServerFn(declared.removeUserPasskeys)
  .middleware(guardsOf(declared.removeUserPasskeys))
  .handler(async ({ data, context }) =>
    credentials.removeUserPasskeys(await getDb(), requestActor(context.session.user), data, requestSecurityNotifier()),
  )

export const setUserPassword = createServerFn(declared.setUserPassword)
  .middleware(guardsOf(declared.setUserPassword))
  .handler(async ({ data, context }) => {
    if (!serverConfig().auth.passwordEnabled) refuse(403, 'user:errors.passwordDisabled')
    return credentials.setUserPassword(await getDb(), await getAuth(), requestActor(context.session.user), data)
  })

export const deleteUser = createServerFn(declared.deleteUser)
  .middleware(guardsOf(declared.deleteUser))
  .handler(async ({ data, context }) => users.deleteUser(await getDb(), requestActor(context.session.user), data.id))
