import { createAccessControl } from 'better-auth/plugins/access'
import { adminAc, defaultStatements as adminDefaultStatements } from 'better-auth/plugins/admin/access'

/**
 * Permission statements and roles of SPEC §6. Passing roles to better-auth replaces its
 * defaults, so every role is spelled out here. A user may hold several roles ("admin,user");
 * a check passes when any of them allows it.
 */
export const statements = {
  ...adminDefaultStatements,
  account: ['read', 'update'],
  apps: ['app', 'manager'],
  repository: ['read', 'create', 'update', 'delete'],
} as const

export const accessControl = createAccessControl(statements)

export const roles = {
  user: accessControl.newRole({
    account: ['update'],
    apps: ['app'],
    repository: ['read'],
  }),
  admin: accessControl.newRole({
    ...adminAc.statements,
    account: ['update'],
    apps: ['app', 'manager'],
    repository: ['read', 'create', 'update', 'delete'],
  }),
}

export type RoleName = keyof typeof roles
export const roleNames = Object.keys(roles) as RoleName[]
export const defaultRole: RoleName = 'user'

export type Permissions = { [Resource in keyof typeof statements]?: Array<(typeof statements)[Resource][number]> }

const organizationStatements = {
  organization: ['update', 'delete'],
  member: ['create', 'update', 'delete'],
  invitation: ['create', 'cancel'],
  team: ['create', 'update', 'delete'],
} as const

export const organizationAccessControl = createAccessControl(organizationStatements)

export const organizationRoles = {
  owner: organizationAccessControl.newRole({
    organization: ['update', 'delete'],
    member: ['create', 'update', 'delete'],
    invitation: ['create', 'cancel'],
    team: ['create', 'update', 'delete'],
  }),
  admin: organizationAccessControl.newRole({
    organization: ['update'],
    member: ['create', 'update', 'delete'],
    invitation: ['create', 'cancel'],
    team: ['create', 'update', 'delete'],
  }),
  member: organizationAccessControl.newRole({
    organization: [],
    member: [],
    invitation: [],
    team: [],
  }),
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
  const held = (subject.role || defaultRole).split(',').map((role) => role.trim())
  return held.some((role) => roles[role as RoleName]?.authorize(permissions).success ?? false)
}
