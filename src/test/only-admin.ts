import { and, eq, inArray, ne } from 'drizzle-orm'
import { adminRoleCondition } from '@/server/auth/last-admin'
import type { Database } from '@/server/db'
import { user } from '@/server/db/schema'

/** Runs `body` while `keep` holds the only admin role of the database; gives the others theirs back after. */
export async function withOnlyAdmin(db: Database, keep: string, body: () => Promise<void>) {
  const others = await db
    .select({ id: user.id, role: user.role })
    .from(user)
    .where(and(adminRoleCondition, ne(user.id, keep)))
  if (others.length)
    await db
      .update(user)
      .set({ role: 'user' })
      .where(
        inArray(
          user.id,
          others.map((other) => other.id),
        ),
      )
  try {
    await body()
  } finally {
    for (const other of others) await db.update(user).set({ role: other.role }).where(eq(user.id, other.id))
  }
}
