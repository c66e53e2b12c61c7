import { eq } from 'drizzle-orm'
import type { Transaction } from '@/server/db/client'
import { user } from '@/server/db/schema'
import { refuse } from '@/server/http/refusal'
import { userRefusals } from './refusals'

/** The user an admin acts on, read in the transaction of the change: 404 when there is none. */
export async function findTarget(tx: Transaction, id: string) {
  const [found] = await tx.select().from(user).where(eq(user.id, id))
  return found ?? refuse(404, userRefusals.notFound)
}
