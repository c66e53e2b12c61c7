import { declareServerFunction } from '@/server/http/server-functions/declaration'
import { listInputSchema } from '@/lib/validation/list-input'
import {
  banUserSchema,
  userFormSchema,
  removeUserPasskeysSchema,
  revokeUserSessionSchema,
  revokeUserSessionsSchema,
  setUserPasswordSchema,
  setUserRoleSchema,
  updateUserSchema,
  userActivitySchema,
  userIdSchema,
} from './schema'

export const listUsers = declareServerFunction({
  method: 'GET',
  permission: { user: ['list'] },
  input: listInputSchema,
})
export const getUser = declareServerFunction({ method: 'GET', permission: { user: ['get'] }, input: userIdSchema })
export const listUserActivity = declareServerFunction({
  method: 'GET',
  permission: { user: ['get'] },
  input: userActivitySchema,
})
export const createUser = declareServerFunction({
  method: 'POST',
  permission: { user: ['create'] },
  input: userFormSchema,
})
export const updateUser = declareServerFunction({
  method: 'POST',
  permission: { user: ['update'] },
  input: updateUserSchema,
})
export const setUserRole = declareServerFunction({
  method: 'POST',
  permission: { user: ['set-role'] },
  input: setUserRoleSchema,
})
export const banUser = declareServerFunction({
  method: 'POST',
  permission: { user: ['ban'] },
  input: banUserSchema,
  stepUp: true,
})
export const unbanUser = declareServerFunction({ method: 'POST', permission: { user: ['ban'] }, input: userIdSchema })
export const revokeUserSession = declareServerFunction({
  method: 'POST',
  permission: { session: ['revoke'] },
  input: revokeUserSessionSchema,
  stepUp: true,
})
export const revokeUserSessions = declareServerFunction({
  method: 'POST',
  permission: { session: ['revoke'] },
  input: revokeUserSessionsSchema,
  stepUp: true,
})
export const removeUserPasskeys = declareServerFunction({
  method: 'POST',
  permission: { user: ['update'] },
  input: removeUserPasskeysSchema,
  stepUp: true,
})
export const setUserPassword = declareServerFunction({
  method: 'POST',
  permission: { user: ['set-password'] },
  input: setUserPasswordSchema,
  stepUp: true,
})
export const deleteUser = declareServerFunction({
  method: 'POST',
  permission: { user: ['delete'] },
  input: userIdSchema,
  stepUp: true,
})
