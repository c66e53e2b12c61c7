import type { z } from 'zod'
import * as account from '@/features/account/account.functions'
import {
  changeNameSchema,
  confirmEmailChangeSchema,
  noInputSchema,
  requestEmailChangeSchema,
  sessionIdSchema,
} from '@/features/account/schema'
import * as apiDocs from '@/features/api-docs/api-docs.functions'
import * as appContext from '@/features/auth/app-context.functions'
import * as dashboard from '@/features/dashboard/dashboard.functions'
import * as devMailbox from '@/features/dev/dev-mailbox.functions'
import * as onboarding from '@/features/onboarding/onboarding.functions'
import * as organization from '@/features/organization/organization.functions'
import {
  invitationIdSchema,
  listAllOrganizationsSchema,
  managedOrganizationIdSchema,
  organizationIdSchema,
} from '@/features/organization/schema'
import { onboardingFormSchema } from '@/features/onboarding/schema'
import * as repository from '@/features/repository/repository.functions'
import {
  listRepositoriesSchema,
  repositoryFormSchema,
  repositoryIdSchema,
  updateRepositorySchema,
} from '@/features/repository/schema'
import * as user from '@/features/user/user.functions'
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
} from '@/features/user/schema'
import type { Permissions } from '@/server/auth/access-control'
// gen:entity:imports — the imports of new entities (npm run gen:entity) are added above this line

/** What a server function object exposes: its HTTP method, and (once compiled by TanStack Start) its URL. */
type ServerFunction = { method: 'GET' | 'POST'; url?: string }

export type ApiCatalogEntry = {
  /** The exported name of the function in its `*.functions.ts` file. */
  name: string
  /** The function itself: its `method`, and its `url` (/_serverFn/<id>) in the built server. */
  fn: ServerFunction
  method: 'GET' | 'POST'
  /** The permission statements its middleware requires; null when anyone (even anonymous) may call it. */
  permission: Permissions | null
  /** The zod schema of its input (a `z.undefined()` one when it takes none); null without a validator. */
  input: z.ZodType | null
  /** api-docs namespace key describing it. */
  description: string
}

function entry(
  name: string,
  fn: ServerFunction,
  permission: Permissions | null,
  input: z.ZodType | null,
): ApiCatalogEntry {
  return { name, fn, method: fn.method, permission, input, description: `api-docs:functions.${name}` }
}

const manageAccount: Permissions = { account: ['update'] }
// The functions taking no input validate it with `z.undefined()`, as noInputSchema does.
const noInput = noInputSchema

/**
 * Every server function of the product (src/features/*\/*.functions.ts), with the permission it
 * requires and its input schema: the API documentation (/manager/api) is generated from it, and
 * api-catalog.test.ts fails when a function is exported without being listed here.
 */
export const apiCatalog: ApiCatalogEntry[] = [
  entry('getAppContext', appContext.getAppContext, null, null),

  entry('changeName', account.changeName, manageAccount, changeNameSchema),
  entry('requestEmailChange', account.requestEmailChange, manageAccount, requestEmailChangeSchema),
  entry('confirmEmailChange', account.confirmEmailChange, manageAccount, confirmEmailChangeSchema),
  entry('listSessions', account.listSessions, manageAccount, noInput),
  entry('revokeSession', account.revokeSession, manageAccount, sessionIdSchema),
  entry('revokeOtherSessions', account.revokeOtherSessions, manageAccount, noInput),
  entry('deleteAccount', account.deleteAccount, manageAccount, noInput),

  entry('saveOnboardingName', onboarding.saveOnboardingName, { account: ['update'] }, onboardingFormSchema),

  entry('listRepositories', repository.listRepositories, { repository: ['read'] }, listRepositoriesSchema),
  entry('getRepository', repository.getRepository, { repository: ['read'] }, repositoryIdSchema),
  entry('createRepository', repository.createRepository, { repository: ['create'] }, repositoryFormSchema),
  entry('updateRepository', repository.updateRepository, { repository: ['update'] }, updateRepositorySchema),
  entry('deleteRepository', repository.deleteRepository, { repository: ['delete'] }, repositoryIdSchema),

  entry('getDashboard', dashboard.getDashboard, { apps: ['manager'] }, noInput),

  entry('listUsers', user.listUsers, { user: ['list'] }, listUsersSchema),
  entry('getUser', user.getUser, { user: ['get'] }, userIdSchema),
  entry('createUser', user.createUser, { user: ['create'] }, userFormSchema),
  entry('updateUser', user.updateUser, { user: ['update'] }, updateUserSchema),
  entry('setUserRole', user.setUserRole, { user: ['set-role'] }, setUserRoleSchema),
  entry('banUser', user.banUser, { user: ['ban'] }, banUserSchema),
  entry('unbanUser', user.unbanUser, { user: ['ban'] }, userIdSchema),
  entry('revokeUserSession', user.revokeUserSession, { session: ['revoke'] }, revokeUserSessionSchema),
  entry('revokeUserSessions', user.revokeUserSessions, { session: ['revoke'] }, revokeUserSessionsSchema),
  entry('setUserPassword', user.setUserPassword, { user: ['set-password'] }, setUserPasswordSchema),
  entry('deleteUser', user.deleteUser, { user: ['delete'] }, userIdSchema),

  entry('getApiReference', apiDocs.getApiReference, { apps: ['manager'] }, noInput),

  // Organisations: the reads of a member's pages (their writes are better-auth's /api/auth/organization/*
  // endpoints), and the manager's view of every organisation.
  entry('listMyOrganizations', organization.listMyOrganizations, { apps: ['app'] }, noInput),
  entry('getMyOrganization', organization.getMyOrganization, { apps: ['app'] }, organizationIdSchema),
  entry('getMyInvitation', organization.getMyInvitation, { apps: ['app'] }, invitationIdSchema),
  entry('listAllOrganizations', organization.listAllOrganizations, { apps: ['manager'] }, listAllOrganizationsSchema),
  entry(
    'getOrganizationForManager',
    organization.getOrganizationForManager,
    { apps: ['manager'] },
    managedOrganizationIdSchema,
  ),
  entry(
    'deleteOrganizationAsManager',
    organization.deleteOrganizationAsManager,
    { apps: ['manager'] },
    managedOrganizationIdSchema,
  ),

  // gen:entity:entries — the server functions of new entities (npm run gen:entity) are added above this line

  // Development only (no EMAIL_SERVER): the production server answers 404.
  entry('listDevMailbox', devMailbox.listDevMailbox, null, null),
]
