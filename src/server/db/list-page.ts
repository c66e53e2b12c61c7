import { count, sql, type Placeholder, type SQL, type SQLWrapper } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import type { Database } from './client'
import { type KeysetCursor, keysetPage } from './keyset-page'

/**
 * What every paginated list (users, repositories, organisations, generated entities) answers: one page
 * by keyset (keyset-page.ts) and the number of rows matching the search, both read by one SQL statement
 * prepared once (docs/decisions/022-list-totals-capped-in-one-statement.md).
 *
 * The total is counted up to LIST_TOTAL_CAP + 1 rows only. Past the cap the list says "1,000+ results":
 * an exact count(*) reads every matching row on every call (1.1 ms of PostgreSQL per call for 10,000
 * repositories, tens of milliseconds for a common users search on 1,000,000: docs/benchmarks/users-search.md),
 * while nobody pages through a thousand rows; they search.
 */
export const LIST_TOTAL_CAP = 1_000

/** The matching rows of `table`, counted up to LIST_TOTAL_CAP + 1 only (read it with `cappedTotal`). */
export function cappedCount(db: Database, table: PgTable, where: SQL | undefined) {
  const capped = db
    .select({ one: sql`1`.as('one') })
    .from(table)
    .where(where)
    .limit(LIST_TOTAL_CAP + 1)
    .as('capped')
  return db.select({ cappedTotal: count().as('capped_total') }).from(capped)
}

/**
 * The capped count as a column of the page's own select, `listTotal`:
 *
 *   select <page columns>, <sort key>, (select count(*) from (select 1 from <table> where <search> limit 1001) capped)
 *   from <table> where <search> and <after the cursor> order by <sort key>, id limit <limit + 1>
 *
 * The subquery does not depend on the row: PostgreSQL runs it once per statement (an InitPlan), and the
 * page is still read in index order, with no sort. `where` is the list's search, without the cursor.
 */
export function cappedTotalColumn(db: Database, table: PgTable, where: SQL | undefined) {
  return sql<number>`(${cappedCount(db, table, where)})`.mapWith(Number)
}

/**
 * The fields every row of a list's statement has, besides the page's own. Their expressions are selected
 * without an alias (`sortKey`, not `sortKey.as('sort_key')`): the rows are read by position, and Drizzle
 * looks an aliased expression's type up through three class-chain walks on every row, a plain one through one.
 */
export interface ListRow {
  id: string
  /** The sort key as the database computed it: the next page's cursor (keyset-page.ts). */
  sortKey: string
  /** The capped total (cappedTotalColumn), the same on every row. */
  listTotal: number
}

/** A list's statement, unexecuted: SQL to EXPLAIN, rows once awaited, or prepared once and run many times. */
export type ListStatement<TRow> = SQLWrapper &
  PromiseLike<TRow[]> & {
    toSQL(): { sql: string; params: unknown[] }
    prepare(name: string): PreparedList<TRow>
  }

interface PreparedList<TRow> {
  execute(values: Record<string, unknown>): Promise<TRow[]>
}

/** A value, or the placeholder that stands for it in a prepared statement. */
export type Param<T> = T | Placeholder

/** What a list's statement is built from: values (a test EXPLAINs the exact statement) or placeholders (prepared). */
export interface ListStatementParams {
  /** The LIKE pattern of the search (like-pattern.ts), when there is a search. */
  pattern?: Param<string>
  /** Where the previous page ended, when there is a cursor. */
  cursor?: { key: Param<string>; id: Param<string> }
  /** How many rows the page reads: the limit + 1 (the extra row only says that there is a next page). */
  rows: Param<number>
}

/** What one list call asks for: its search pattern, its cursor and the page size. */
export interface ListCall {
  pattern?: string
  cursor?: KeysetCursor
  limit: number
}

/** The statement's parameters as values: to build the exact statement of a call (a test EXPLAINs it). */
export function listStatementValues({ pattern, cursor, limit }: ListCall): ListStatementParams {
  return { pattern, cursor, rows: limit + 1 }
}

const preparedLists = new WeakMap<Database, Map<string, PreparedList<unknown>>>()

/**
 * A list's statement prepared once per database and per shape (with or without a search, with or without a
 * cursor). Built with Drizzle on every call, the statement cost the server more CPU than PostgreSQL spent
 * running it; prepared, only the values change. PostgreSQL sees the same SQL text and parameters as it would
 * from a statement built per call (postgres.js keeps each text as a prepared statement per connection).
 */
function preparedList<TRow>(
  db: Database,
  name: string,
  build: (params: ListStatementParams) => ListStatement<TRow>,
  call: ListCall,
) {
  const shape = `list_${name}${call.pattern === undefined ? '' : '_search'}${call.cursor ? '_after' : ''}`
  let byShape = preparedLists.get(db)
  if (!byShape) preparedLists.set(db, (byShape = new Map()))
  let statement = byShape.get(shape)
  if (!statement) {
    statement = build({
      pattern: call.pattern === undefined ? undefined : sql.placeholder('pattern'),
      cursor: call.cursor && { key: sql.placeholder('cursorKey'), id: sql.placeholder('cursorId') },
      rows: sql.placeholder('rows'),
    }).prepare(shape)
    byShape.set(shape, statement)
  }
  // `name` is one list's (its table's), so are the statement and its rows.
  const prepared = statement as PreparedList<TRow>
  return prepared.execute({
    pattern: call.pattern,
    cursorKey: call.cursor?.key,
    cursorId: call.cursor?.id,
    rows: call.limit + 1,
  })
}

/**
 * One list call, read with one statement: the page's rows carry the capped total. `name` tells the list's
 * prepared statements apart from every other list's: its table's name.
 *
 * A page with no row has no total to carry. Without a cursor the search matched nothing: 0. After a cursor
 * (the rows past it were deleted since the previous page) the total is read again from the search's first
 * row: a second statement, in that case only.
 */
export async function readListPage<TRow extends ListRow>(
  db: Database,
  name: string,
  build: (params: ListStatementParams) => ListStatement<TRow>,
  call: ListCall,
) {
  const rows = await preparedList(db, name, build, call)
  let counted = rows[0]?.listTotal ?? 0
  if (rows.length === 0 && call.cursor) {
    const [first] = await preparedList(db, name, build, { pattern: call.pattern, limit: 0 })
    counted = first?.listTotal ?? 0
  }
  return listPage(rows, counted, call.limit)
}

/** A count as the list shows it: exact up to the cap, "cap+" (`totalCapped`) beyond. */
export function cappedTotal(counted: number) {
  return { total: Math.min(counted, LIST_TOTAL_CAP), totalCapped: counted > LIST_TOTAL_CAP }
}

/** What a list call returns: the page's items (without the sort key and total), the next cursor and the total. */
export function listPage<TRow extends ListRow>(rows: TRow[], counted: number, limit: number) {
  const { items, nextCursor } = keysetPage(rows, limit)
  return { items: items.map(({ listTotal: _listTotal, ...item }) => item), nextCursor, ...cappedTotal(counted) }
}
