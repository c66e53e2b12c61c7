import { and, like, sql, type SQL } from 'drizzle-orm'
import type { ListInput } from '@/lib/validation/list-input'
import type { Database } from '@/server/db'
import {
  cappedCount,
  cappedTotalColumn,
  isDatabaseTimestamp,
  type ListOptions,
  type ListStatementParams,
  listStatementParams,
  type Param,
  readListPage,
} from '@/server/db/list-page'
import { user } from '@/server/db/schema'

/** Name or e-mail matching the LIKE pattern: `search_text` (both, lower-cased), served by its pg_trgm index. */
function matches(pattern: Param<string> | undefined): SQL | undefined {
  return pattern === undefined ? undefined : like(user.searchText, pattern)
}

export const userListOptions: ListOptions = {
  // A search box is one line, and the browser drops the line breaks of what is pasted into it: so does the search,
  // since a line break is what separates the name from the e-mail in search_text.
  searchTerm: (term) =>
    term
      .replace(/[\r\n]/g, '')
      .trim()
      .toLowerCase(),
  isCursorKey: isDatabaseTimestamp,
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
export function userCountStatement(db: Database, input: ListInput) {
  return cappedCount(db, user, matches(listStatementParams(input, userListOptions).pattern))
}

export async function listUsers(db: Database, input: ListInput) {
  const { items, ...rest } = await readListPage(
    db,
    'user',
    (params) => userListStatement(db, params),
    input,
    userListOptions,
  )
  return { items: items.map((item) => ({ ...item, banned: item.banned ?? false })), ...rest }
}
