import { createAccessControl } from 'better-auth/plugins/access'
import { adminAc, defaultStatements as adminDefaultStatements } from 'better-auth/plugins/admin/access'
import { organizationOwnerRole, splitRoles } from '@/lib/auth/roles'

/**
 * The product's permission statements and roles. Passing roles to better-auth replaces its
 * defaults, so every role is spelled out here. A user may hold several roles ("admin,user");
 * a check passes when any of them allows it.
 */
export const statements = {
  ...adminDefaultStatements,
  account: ['read', 'update'],
  apps: ['app', 'manager'],
  repository: ['read', 'create', 'update', 'delete'],
  // gen:entity:statements — the statements of new entities (npm run gen:entity) are added above this line
} as const

export const accessControl = createAccessControl(statements)

export const roles = {
  user: accessControl.newRole({
    account: ['update'],
    apps: ['app'],
    repository: ['read'],
    // gen:entity:user-role — what users may do with new entities (npm run gen:entity) is added above this line
  }),
  admin: accessControl.newRole({
    ...adminAc.statements,
    account: ['update'],
    apps: ['app', 'manager'],
    repository: ['read', 'create', 'update', 'delete'],
    // gen:entity:admin-role — what admins may do with new entities (npm run gen:entity) is added above this line
  }),
}

export type RoleName = keyof typeof roles
export const roleNames = Object.keys(roles) as RoleName[]
export const defaultRole: RoleName = 'user'

export type Permissions = { [Resource in keyof typeof statements]?: Array<(typeof statements)[Resource][number]> }

/** What every action on one's own account asks (its name, e-mail, sessions, passkeys, keys): every role holds it. */
export const ownAccountPermission: Permissions = { account: ['update'] }

/**
 * Organisation statements (organisation, member, invitation, team), checked by better-auth's
 * organization plugin against the caller's role IN the organisation (member.role), not their
 * product role. better-auth's default statements also hold `ac` (create, read, update, delete),
 * used only by its dynamic access control (roles stored per organisation), which the product
 * leaves off: no endpoint it serves checks `ac`.
 * access-control.test.ts reads the plugin's routes and fails if one checks a statement missing here.
 */
export const organizationStatements = {
  organization: ['update', 'delete'],
  member: ['create', 'update', 'delete'],
  invitation: ['create', 'cancel'],
  team: ['create', 'update', 'delete'],
  // The organisation's API keys (@better-auth/api-key checks `apiKey` in the member's role).
  apiKey: ['create', 'read', 'update', 'delete'],
} as const

export const organizationAccessControl = createAccessControl(organizationStatements)

/**
 * The three organisation roles. Passing `roles` to the plugin replaces its defaults (owner, admin,
 * member), so all three are spelled out, with the defaults' names and rights:
 * - owner: every right; the creator of an organisation is its owner (better-auth's `creatorRole`);
 * - admin: updates the organisation and manages invitations, members, teams and API keys, but cannot delete it;
 * - member: none of these; sees the organisation, its members and its teams.
 * The plugin adds rules of its own on top: only an owner may make someone owner or change or remove
 * an owner, and the only owner can neither leave nor lose the role.
 */
export const organizationRoles = {
  owner: organizationAccessControl.newRole({
    organization: ['update', 'delete'],
    member: ['create', 'update', 'delete'],
    invitation: ['create', 'cancel'],
    team: ['create', 'update', 'delete'],
    apiKey: ['create', 'read', 'update', 'delete'],
  }),
  admin: organizationAccessControl.newRole({
    organization: ['update'],
    member: ['create', 'update', 'delete'],
    invitation: ['create', 'cancel'],
    team: ['create', 'update', 'delete'],
    apiKey: ['create', 'read', 'update', 'delete'],
  }),
  member: organizationAccessControl.newRole({
    organization: [],
    member: [],
    invitation: [],
    team: [],
    apiKey: [],
  }),
}

export type OrganizationRoleName = keyof typeof organizationRoles
export const organizationRoleNames = ['owner', 'admin', 'member'] as const satisfies readonly OrganizationRoleName[]
/** The role better-auth gives the creator of an organisation (its default `creatorRole`). */
export const organizationCreatorRole: OrganizationRoleName = organizationOwnerRole

export type OrganizationPermissions = {
  [Resource in keyof typeof organizationStatements]?: Array<(typeof organizationStatements)[Resource][number]>
}

/**
 * Whether a member holding `role` (comma-separated, as better-auth stores it) has every permission
 * asked: the plugin's own rule (hasPermissionFn), so pages and server functions agree with its endpoints.
 */
export function organizationRoleAllows(role: string | null | undefined, permissions: OrganizationPermissions) {
  return splitRoles(role).some(
    (name) => organizationRoles[name as OrganizationRoleName]?.authorize(permissions).success ?? false,
  )
}

/**
 * Whether a user holding `role` (comma-separated) or listed in `adminUserIds` has every
 * permission asked. Mirrors the admin plugin's own check so server functions and
 * better-auth endpoints agree.
 */
export function hasPermission(
  subject: { id: string; role?: string | null },
  permissions: Permissions,
  adminUserIds: readonly string[] = [],
) {
  if (adminUserIds.includes(subject.id)) return true
  return splitRoles(subject.role || defaultRole).some(
    (role) => roles[role as RoleName]?.authorize(permissions).success ?? false,
  )
}
