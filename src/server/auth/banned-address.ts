import { eq } from 'drizzle-orm'
import type { Database } from '../db'
import { user } from '../db/schema'

/** Whether the account of `email` (lower-cased, as better-auth stores it) is banned now: a ban past its end is over. */
export async function isBannedAddress(db: Database, email: string, now = new Date()) {
  const [account] = await db
    .select({ banned: user.banned, banExpires: user.banExpires })
    .from(user)
    .where(eq(user.email, email.toLowerCase()))
  return Boolean(account?.banned) && (!account?.banExpires || account.banExpires > now)
}
