import { sql } from 'drizzle-orm'
import type { Database } from '../db'
import type { Transaction } from '../db/client'
import { user } from '../db/schema'

/** better-auth's error code when the only admin would delete their own account. */
export const LAST_ADMIN = 'LAST_ADMIN'

// holdsRole(role, 'admin') in SQL: the comma-separated list contains 'admin' (spaces ignored).
export const adminRoleCondition = sql`'admin' = any(string_to_array(replace(coalesce(${user.role}, ''), ' ', ''), ','))`

/**
 * Whether `userId` is the only account with the admin role, so that demoting, banning or deleting it would leave
 * nobody to administer the product. The admin rows are locked (FOR UPDATE, in id order so concurrent calls queue
 * instead of deadlocking) before they are counted: in a transaction, of two simultaneous removals of the last two
 * admins, the second waits for the first, then sees one admin left. Ids of AUTH_ADMIN_USER_IDS do not count.
 */
export async function isLastAdmin(db: Database | Transaction, userId: string) {
  const admins = await db.select({ id: user.id }).from(user).where(adminRoleCondition).orderBy(user.id).for('update')
  return admins.length <= 1 && admins.some((admin) => admin.id === userId)
}
