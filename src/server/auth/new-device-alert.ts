import { and, count, eq, sql } from 'drizzle-orm'
import type { Database } from '../db'
import { knownDevice, signInEvent } from '../db/schema'

/** How a sign-in's browser stands with the account: the last asks for an e-mail to the person. */
export type DeviceStanding = 'known' | 'first-sign-in' | 'new'

/**
 * Records the browser (its device hash) as known for the account, and says what it was before this sign-in.
 *
 * A new account's first sign-in is no news to its owner: it is the sign-in of an account with no known device and
 * no successful sign-in event other than this one's (the session hook has already written it, hence "at most
 * one"). An account that signed in before new-device alerts existed has events but no device: its next sign-in
 * from each browser is reported once, which is the safe side.
 */
export async function recordSignInDevice(
  db: Database,
  { userId, deviceHash }: { userId: string; deviceHash: string },
): Promise<DeviceStanding> {
  const [devices] = await db.select({ count: count() }).from(knownDevice).where(eq(knownDevice.userId, userId))
  const [recorded] = await db
    .insert(knownDevice)
    .values({ userId, deviceHash })
    .onConflictDoUpdate({ target: [knownDevice.userId, knownDevice.deviceHash], set: { lastSeenAt: sql`now()` } })
    // xmax is 0 on a row this statement inserted, not on one it updated.
    .returning({ inserted: sql<boolean>`(xmax = 0)` })
  if (!recorded?.inserted) return 'known'
  if ((devices?.count ?? 0) > 0) return 'new'
  const [signIns] = await db
    .select({ count: count() })
    .from(signInEvent)
    .where(and(eq(signInEvent.userId, userId), eq(signInEvent.failed, false)))
  return (signIns?.count ?? 0) <= 1 ? 'first-sign-in' : 'new'
}
