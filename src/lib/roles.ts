/**
 * better-auth stores the roles of a user or of an organisation member in one string, several roles
 * comma-separated ("admin,user"); spaces around a name do not count.
 */
export function splitRoles(role: string | null | undefined): string[] {
  return (role ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean)
}

export function holdsRole(role: string | null | undefined, name: string) {
  return splitRoles(role).includes(name)
}

/** The role better-auth gives the creator of an organisation; only owners may manage owners. */
export const organizationOwnerRole = 'owner'

export function isOrganizationOwner(role: string | null | undefined) {
  return holdsRole(role, organizationOwnerRole)
}
