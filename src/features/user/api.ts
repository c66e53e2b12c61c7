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
  rest: { method: 'GET', path: '/users' },
})
export const getUser = declareServerFunction({
  method: 'GET',
  permission: { user: ['get'] },
  input: userIdSchema,
  rest: { method: 'GET', path: '/users/{id}' },
})
export const listUserActivity = declareServerFunction({
  method: 'GET',
  permission: { user: ['get'] },
  input: userActivitySchema,
  rest: { method: 'GET', path: '/users/{id}/activity' },
})
export const createUser = declareServerFunction({
  method: 'POST',
  permission: { user: ['create'] },
  input: userFormSchema,
  rest: { method: 'POST', path: '/users' },
})
export const updateUser = declareServerFunction({
  method: 'POST',
  permission: { user: ['update'] },
  input: updateUserSchema,
  rest: { method: 'PATCH', path: '/users/{id}' },
})
export const setUserRole = declareServerFunction({
  method: 'POST',
  permission: { user: ['set-role'] },
  input: setUserRoleSchema,
  rest: { method: 'PUT', path: '/users/{id}/role' },
})
export const banUser = declareServerFunction({
  method: 'POST',
  permission: { user: ['ban'] },
  input: banUserSchema,
  stepUp: true,
})
export const unbanUser = declareServerFunction({
  method: 'POST',
  permission: { user: ['ban'] },
  input: userIdSchema,
  rest: { method: 'DELETE', path: '/users/{id}/ban' },
})
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
