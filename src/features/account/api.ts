import { declareServerFunction } from '@/server/http/server-functions/declaration'
import { ownAccountPermission as permission } from '@/server/auth/access-control'
import {
  changeNameSchema,
  listActivitySchema,
  confirmEmailChangeSchema,
  noInputSchema,
  passkeyIdSchema,
  renamePasskeySchema,
  requestEmailChangeSchema,
  sessionIdSchema,
} from './schema'

export const changeName = declareServerFunction({ method: 'POST', permission, input: changeNameSchema })
export const requestEmailChange = declareServerFunction({
  method: 'POST',
  permission,
  input: requestEmailChangeSchema,
  stepUp: true,
})
export const confirmEmailChange = declareServerFunction({ method: 'POST', permission, input: confirmEmailChangeSchema })
export const listSessions = declareServerFunction({ method: 'GET', permission, input: noInputSchema })
export const revokeSession = declareServerFunction({
  method: 'POST',
  permission,
  input: sessionIdSchema,
  stepUp: true,
})
export const revokeOtherSessions = declareServerFunction({
  method: 'POST',
  permission,
  input: noInputSchema,
  stepUp: true,
})
export const deleteAccount = declareServerFunction({
  method: 'POST',
  permission,
  input: noInputSchema,
  stepUp: true,
})
export const listMyPasskeys = declareServerFunction({ method: 'GET', permission, input: noInputSchema })
export const renamePasskey = declareServerFunction({ method: 'POST', permission, input: renamePasskeySchema })
export const removePasskey = declareServerFunction({
  method: 'POST',
  permission,
  input: passkeyIdSchema,
  stepUp: true,
})
export const listMyActivity = declareServerFunction({ method: 'GET', permission, input: listActivitySchema })
