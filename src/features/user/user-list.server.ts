import { and, count, like, or, sql, type SQL } from 'drizzle-orm'
import { isStorableText } from '@/lib/validation'
import type { Database } from '@/server/db'
import { containsPattern } from '@/server/db/like-pattern'
import { user } from '@/server/db/schema'

/** Counting stops here: past it the list says "1,000+" instead of rechecking thousands of trigram matches (docs/benchmarks/users-search.md). */
export const USER_TOTAL_CAP = 1_000

export interface ListUsersInput {
  searchTerm: string
  cursor?: string
  limit: number
}

interface Cursor {
  createdAt: string
  id: string
}

// 2026-11-21 04:25:53.123456+00 (timestamptz::text with an ISO DateStyle).
const DATABASE_TIMESTAMP = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2}){0,2}$/

function encodeCursor(cursor: Cursor) {
  return Buffer.from(JSON.stringify([cursor.createdAt, cursor.id])).toString('base64url')
}

function decodeCursor(value: string | undefined): Cursor | undefined {
  if (!value) return undefined
  try {
    const [createdAt, id] = JSON.parse(Buffer.from(value, 'base64url').toString()) as unknown[]
    // The timestamp as the database wrote it (created_at::text): anything else would fail its cast back (a 500).
    const valid = typeof createdAt === 'string' && DATABASE_TIMESTAMP.test(createdAt) && typeof id === 'string' && isStorableText(id)
    return valid ? { createdAt, id } : undefined
  } catch {
    return undefined
  }
}

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
  const cursor = decodeCursor(input.cursor)
  const after = cursor ? sql`(${user.createdAt}, ${user.id}) < (${cursor.createdAt}::timestamptz, ${cursor.id})` : undefined

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
    nextCursor: rows.length > input.limit && last ? encodeCursor({ createdAt: last.cursorKey, id: last.id }) : null,
    total: Math.min(total, USER_TOTAL_CAP),
    totalCapped: total > USER_TOTAL_CAP,
  }
}

export type UserListItem = Awaited<ReturnType<typeof listUsers>>['items'][number]
