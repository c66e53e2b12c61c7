import { and, like, sql, type SQL } from 'drizzle-orm'
import type { Database } from '@/server/db'
import { decodeCursor, isDatabaseTimestamp } from '@/server/db/keyset-page'
import { containsPattern } from '@/server/db/like-pattern'
import {
  cappedCount,
  cappedTotalColumn,
  type ListCall,
  type ListStatementParams,
  type Param,
  readListPage,
} from '@/server/db/list-page'
import { user } from '@/server/db/schema'

export interface ListUsersInput {
  searchTerm: string
  cursor?: string
  limit: number
}

/** Name or e-mail matching the LIKE pattern: `search_text` (both, lower-cased), served by its pg_trgm index. */
function matches(pattern: Param<string> | undefined): SQL | undefined {
  return pattern === undefined ? undefined : like(user.searchText, pattern)
}

/** An unreadable cursor starts again from the first page. */
export function userListCall(input: ListUsersInput): ListCall {
  // A search box is one line, and the browser drops the line breaks of what is pasted into it: so does the search,
  // since a line break is what separates the name from the e-mail in search_text.
  const term = input.searchTerm
    .replace(/[\r\n]/g, '')
    .trim()
    .toLowerCase()
  return {
    pattern: term ? containsPattern(term) : undefined,
    cursor: decodeCursor(input.cursor, isDatabaseTimestamp),
    limit: input.limit,
  }
}

/**
 * Built from values (a test EXPLAINs it) or placeholders (prepared once). Keyset, not OFFSET: the
 * millionth row costs what the first does. The count stops at LIST_TOTAL_CAP + 1.
 */
export function userListStatement(db: Database, { pattern, cursor, rows }: ListStatementParams) {
  const search = matches(pattern)
  const after = cursor ? sql`(${user.createdAt}, ${user.id}) < (${cursor.key}::timestamptz, ${cursor.id})` : undefined

  return (
    db
      .select({
        id: user.id,
        name: user.name,
        email: user.email,
        role: user.role,
        banned: user.banned,
        banExpires: user.banExpires,
        createdAt: user.createdAt,
        // The cursor's key: the exact timestamp (microseconds), which a JavaScript Date would round.
        sortKey: sql<string>`${user.createdAt}::text`,
        listTotal: cappedTotalColumn(db, user, search),
      })
      .from(user)
      .where(and(search, after))
      // NULLS LAST as in user_created_at_id_idx: with the default (NULLS FIRST for DESC) PostgreSQL
      // cannot read the order from the index and sorts the whole table instead. Both columns are
      // NOT NULL, so the order is the same.
      .orderBy(sql`${user.createdAt} desc nulls last`, sql`${user.id} desc nulls last`)
      .limit(rows)
  )
}

/** The capped count of listUsers on its own (bench/users-search.ts times it apart). */
export function userCountStatement(db: Database, input: ListUsersInput) {
  return cappedCount(db, user, matches(userListCall(input).pattern))
}

export async function listUsers(db: Database, input: ListUsersInput) {
  const { items, ...rest } = await readListPage(
    db,
    'user',
    (params) => userListStatement(db, params),
    userListCall(input),
  )
  return { items: items.map((item) => ({ ...item, banned: item.banned ?? false })), ...rest }
}
