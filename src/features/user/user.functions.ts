import { createServerFn } from '@tanstack/react-start'
import { requestActor } from '@/server/audit'
import { getAuth } from '@/server/auth'
import { hasPermission } from '@/server/auth/access-control'
import { requirePermission } from '@/server/auth/middleware'
import { serverConfig } from '@/server/config'
import { getDb } from '@/server/db'
import { refuse } from '@/server/http/refusal'
import {
  banUserSchema,
  listUsersSchema,
  revokeUserSessionSchema,
  revokeUserSessionsSchema,
  setUserPasswordSchema,
  setUserRoleSchema,
  updateUserSchema,
  userFormSchema,
  userIdSchema,
} from './schema'
import * as users from './user.server'

export const listUsers = createServerFn({ method: 'GET' })
  .middleware([requirePermission({ user: ['list'] })])
  .validator(listUsersSchema)
  .handler(async ({ data }) => users.listUsers(await getDb(), data))

export const getUser = createServerFn({ method: 'GET' })
  .middleware([requirePermission({ user: ['get'] })])
  .validator(userIdSchema)
  .handler(async ({ data }) => {
    const found = await users.getUserDetail(await getDb(), data.id)
    return found ?? refuse(404, 'user:errors.notFound')
  })

export const createUser = createServerFn({ method: 'POST' })
  .middleware([requirePermission({ user: ['create'] })])
  .validator(userFormSchema)
  .handler(async ({ data, context }) => users.createUser(await getDb(), requestActor(context.session.user), data))

export const updateUser = createServerFn({ method: 'POST' })
  .middleware([requirePermission({ user: ['update'] })])
  .validator(updateUserSchema)
  .handler(async ({ data, context }) => {
    const canSetRole = hasPermission(context.session.user, { user: ['set-role'] }, serverConfig().auth.adminUserIds)
    return users.updateUser(await getDb(), requestActor(context.session.user), data, { canSetRole })
  })

export const setUserRole = createServerFn({ method: 'POST' })
  .middleware([requirePermission({ user: ['set-role'] })])
  .validator(setUserRoleSchema)
  .handler(async ({ data, context }) => users.setUserRole(await getDb(), requestActor(context.session.user), data))

export const banUser = createServerFn({ method: 'POST' })
  .middleware([requirePermission({ user: ['ban'] })])
  .validator(banUserSchema)
  .handler(async ({ data, context }) => users.banUser(await getDb(), requestActor(context.session.user), data))

export const unbanUser = createServerFn({ method: 'POST' })
  .middleware([requirePermission({ user: ['ban'] })])
  .validator(userIdSchema)
  .handler(async ({ data, context }) => users.unbanUser(await getDb(), requestActor(context.session.user), data.id))

export const revokeUserSession = createServerFn({ method: 'POST' })
  .middleware([requirePermission({ session: ['revoke'] })])
  .validator(revokeUserSessionSchema)
  .handler(async ({ data, context }) =>
    users.revokeUserSession(await getDb(), requestActor(context.session.user), data),
  )

export const revokeUserSessions = createServerFn({ method: 'POST' })
  .middleware([requirePermission({ session: ['revoke'] })])
  .validator(revokeUserSessionsSchema)
  .handler(async ({ data, context }) =>
    users.revokeUserSessions(await getDb(), requestActor(context.session.user), data),
  )

export const setUserPassword = createServerFn({ method: 'POST' })
  .middleware([requirePermission({ user: ['set-password'] })])
  .validator(setUserPasswordSchema)
  .handler(async ({ data, context }) => {
    if (!serverConfig().auth.passwordEnabled) refuse(403, 'user:errors.passwordDisabled')
    return users.setUserPassword(await getDb(), await getAuth(), requestActor(context.session.user), data)
  })

export const deleteUser = createServerFn({ method: 'POST' })
  .middleware([requirePermission({ user: ['delete'] })])
  .validator(userIdSchema)
  .handler(async ({ data, context }) => users.deleteUser(await getDb(), requestActor(context.session.user), data.id))
