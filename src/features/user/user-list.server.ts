import { and, count, like, or, sql, type SQL } from 'drizzle-orm'
import type { Database } from '@/server/db'
import { decodeCursor, encodeCursor } from '@/server/db/keyset-page'
import { containsPattern } from '@/server/db/like-pattern'
import { user } from '@/server/db/schema'

/** Counting stops here: past it the list says "1,000+" instead of rechecking thousands of trigram matches (docs/benchmarks/users-search.md). */
export const USER_TOTAL_CAP = 1_000

export interface ListUsersInput {
  searchTerm: string
  cursor?: string
  limit: number
}

// 2026-11-21 04:25:53.123456+00 (timestamptz::text with an ISO DateStyle): the created_at of the cursor
// as the database wrote it; anything else would fail its cast back (a 500).
const DATABASE_TIMESTAMP = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2}){0,2}$/
const isDatabaseTimestamp = (key: string) => DATABASE_TIMESTAMP.test(key)

/** Name or e-mail containing the term, case-insensitive: served by the pg_trgm indexes on lower(name) and lower(email). */
function matches(searchTerm: string): SQL | undefined {
  const term = searchTerm.trim().toLowerCase()
  if (!term) return undefined
  const pattern = containsPattern(term)
  return or(like(sql`lower(${user.name})`, pattern), like(sql`lower(${user.email})`, pattern))
}

/**
 * The two queries behind listUsers, unexecuted (so that a test can EXPLAIN them):
 * - `page`: limit + 1 rows newest first, after the cursor (keyset: no OFFSET, the millionth row
 *   costs what the first does);
 * - `total`: the number of matching users, counted up to USER_TOTAL_CAP + 1 only.
 */
export function userListQueries(db: Database, input: ListUsersInput) {
  const search = matches(input.searchTerm)
  // Newest first: the rows before the cursor's (created_at, id).
  const cursor = decodeCursor(input.cursor, isDatabaseTimestamp)
  const after = cursor ? sql`(${user.createdAt}, ${user.id}) < (${cursor.key}::timestamptz, ${cursor.id})` : undefined

  const page = db
    .select({
      id: user.id,
      name: user.name,
      email: user.email,
      role: user.role,
      banned: user.banned,
      banExpires: user.banExpires,
      createdAt: user.createdAt,
      // The exact timestamp (microseconds), which a JavaScript Date would round.
      cursorKey: sql<string>`${user.createdAt}::text`,
    })
    .from(user)
    .where(and(search, after))
    // NULLS LAST as in user_created_at_id_idx: with the default (NULLS FIRST for DESC) PostgreSQL
    // cannot read the order from the index and sorts the whole table instead. Both columns are
    // NOT NULL, so the order is the same.
    .orderBy(sql`${user.createdAt} desc nulls last`, sql`${user.id} desc nulls last`)
    .limit(input.limit + 1)

  const total = db
    .select({ total: count() })
    .from(db.select({ id: user.id }).from(user).where(search).limit(USER_TOTAL_CAP + 1).as('capped'))

  return { page, total }
}

/**
 * One page of users, newest first, by keyset, with a count capped at USER_TOTAL_CAP. An unreadable
 * cursor starts again from the first page.
 */
export async function listUsers(db: Database, input: ListUsersInput) {
  const queries = userListQueries(db, input)
  const [rows, [totals]] = await Promise.all([queries.page, queries.total])

  const items = rows.slice(0, input.limit)
  const last = items.at(-1)
  const total = totals?.total ?? 0
  return {
    items: items.map(({ cursorKey: _cursorKey, ...item }) => ({ ...item, banned: item.banned ?? false })),
    nextCursor: rows.length > input.limit && last ? encodeCursor({ key: last.cursorKey, id: last.id }) : null,
    total: Math.min(total, USER_TOTAL_CAP),
    totalCapped: total > USER_TOTAL_CAP,
  }
}

export type UserListItem = Awaited<ReturnType<typeof listUsers>>['items'][number]
