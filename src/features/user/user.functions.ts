import { createServerFn } from '@tanstack/react-start'
import { requestActor } from '@/server/audit'
import { getAuth } from '@/server/auth'
import { hasPermission } from '@/server/auth/access-control'
import { requirePermission } from '@/server/auth/middleware'
import { passesStepUp, requireStepUp } from '@/server/auth/step-up'
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

export const listUsers = createServerFn({ method: declared.listUsers.method })
  .middleware([requirePermission(declared.listUsers.permission)])
  .validator(declared.listUsers.input)
  .handler(async ({ data }) => userList.listUsers(await getDb(), data))

export const getUser = createServerFn({ method: declared.getUser.method })
  .middleware([requirePermission(declared.getUser.permission)])
  .validator(declared.getUser.input)
  .handler(async ({ data }) => {
    const found = await detail.getUserDetail(await getDb(), data.id)
    return found ?? refuse(404, userRefusals.notFound)
  })

export const listUserActivity = createServerFn({ method: declared.listUserActivity.method })
  .middleware([requirePermission(declared.listUserActivity.permission)])
  .validator(declared.listUserActivity.input)
  .handler(async ({ data }) => {
    const db = await getDb()
    if (!(await detail.userExists(db, data.id))) refuse(404, userRefusals.notFound)
    return listSecurityActivity(db, data.id, data, 'admin')
  })

export const createUser = createServerFn({ method: declared.createUser.method })
  .middleware([requirePermission(declared.createUser.permission)])
  .validator(declared.createUser.input)
  .handler(async ({ data, context }) =>
    users.createUser(await getDb(), requestActor(context.session.user), data, {
      passesStepUp: passesStepUp(context.session),
    }),
  )

export const updateUser = createServerFn({ method: declared.updateUser.method })
  .middleware([requirePermission(declared.updateUser.permission)])
  .validator(declared.updateUser.input)
  .handler(async ({ data, context }) => {
    const canSetRole = hasPermission(context.session.user, { user: ['set-role'] }, serverConfig().auth.adminUserIds)
    return users.updateUser(await getDb(), requestActor(context.session.user), data, {
      canSetRole,
      passesStepUp: passesStepUp(context.session),
    })
  })

export const setUserRole = createServerFn({ method: declared.setUserRole.method })
  .middleware([requirePermission(declared.setUserRole.permission)])
  .validator(declared.setUserRole.input)
  .handler(async ({ data, context }) =>
    roles.setUserRole(await getDb(), requestActor(context.session.user), data, {
      passesStepUp: passesStepUp(context.session),
    }),
  )

export const banUser = createServerFn({ method: declared.banUser.method })
  .middleware([requirePermission(declared.banUser.permission), requireStepUp])
  .validator(declared.banUser.input)
  .handler(async ({ data, context }) => bans.banUser(await getDb(), requestActor(context.session.user), data))

export const unbanUser = createServerFn({ method: declared.unbanUser.method })
  .middleware([requirePermission(declared.unbanUser.permission)])
  .validator(declared.unbanUser.input)
  .handler(async ({ data, context }) => bans.unbanUser(await getDb(), requestActor(context.session.user), data.id))

export const revokeUserSession = createServerFn({ method: declared.revokeUserSession.method })
  .middleware([requirePermission(declared.revokeUserSession.permission), requireStepUp])
  .validator(declared.revokeUserSession.input)
  .handler(async ({ data, context }) =>
    sessions.revokeUserSession(await getDb(), requestActor(context.session.user), data),
  )

export const revokeUserSessions = createServerFn({ method: declared.revokeUserSessions.method })
  .middleware([requirePermission(declared.revokeUserSessions.permission), requireStepUp])
  .validator(declared.revokeUserSessions.input)
  .handler(async ({ data, context }) =>
    sessions.revokeUserSessions(await getDb(), requestActor(context.session.user), data, requestSecurityNotifier()),
  )

export const removeUserPasskeys = createServerFn({ method: declared.removeUserPasskeys.method })
  .middleware([requirePermission(declared.removeUserPasskeys.permission), requireStepUp])
  .validator(declared.removeUserPasskeys.input)
  .handler(async ({ data, context }) =>
    credentials.removeUserPasskeys(await getDb(), requestActor(context.session.user), data, requestSecurityNotifier()),
  )

export const setUserPassword = createServerFn({ method: declared.setUserPassword.method })
  .middleware([requirePermission(declared.setUserPassword.permission), requireStepUp])
  .validator(declared.setUserPassword.input)
  .handler(async ({ data, context }) => {
    if (!serverConfig().auth.passwordEnabled) refuse(403, 'user:errors.passwordDisabled')
    return credentials.setUserPassword(await getDb(), await getAuth(), requestActor(context.session.user), data)
  })

export const deleteUser = createServerFn({ method: declared.deleteUser.method })
  .middleware([requirePermission(declared.deleteUser.permission), requireStepUp])
  .validator(declared.deleteUser.input)
  .handler(async ({ data, context }) => users.deleteUser(await getDb(), requestActor(context.session.user), data.id))
