/** better-auth stores several roles in one comma-separated string ("admin,user"). */
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
