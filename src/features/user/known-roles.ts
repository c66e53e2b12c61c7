/**
 * The roles the product knows, in the order forms offer them. A module of its own: the pages that show roles load it
 * without the user schemas, built only where a form needs them.
 */
export const userRoles = ['user', 'admin'] as const
export type UserRole = (typeof userRoles)[number]
