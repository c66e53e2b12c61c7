import { count, sql, type Placeholder, type SQL, type SQLWrapper } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import type { Database } from './client'
import { type KeysetCursor, keysetPage } from './keyset-page'

/**
 * The total is counted up to LIST_TOTAL_CAP + 1 rows only ("1,000+ results"): an exact count(*) reads every
 * matching row on every call (tens of milliseconds for a users search on 1,000,000 rows), while nobody pages
 * through a thousand rows; they search.
 */
export const LIST_TOTAL_CAP = 1_000

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
 * The subquery does not depend on the row: PostgreSQL runs it once per statement (an InitPlan), and the
 * page is still read in index order, with no sort. `where` is the list's search, without the cursor.
 */
export function cappedTotalColumn(db: Database, table: PgTable, where: SQL | undefined) {
  return sql<number>`(${cappedCount(db, table, where)})`.mapWith(Number)
}

/**
 * Expressions are selected without an alias (`sortKey`, not `sortKey.as('sort_key')`): the rows are read by
 * position, and Drizzle looks an aliased expression's type up through three class-chain walks on every row.
 */
export interface ListRow {
  id: string
  sortKey: string
  listTotal: number
}

export type ListStatement<TRow> = SQLWrapper &
  PromiseLike<TRow[]> & {
    toSQL(): { sql: string; params: unknown[] }
    prepare(name: string): PreparedList<TRow>
  }

interface PreparedList<TRow> {
  execute(values: Record<string, unknown>): Promise<TRow[]>
}

export type Param<T> = T | Placeholder

export interface ListStatementParams {
  pattern?: Param<string>
  cursor?: { key: Param<string>; id: Param<string> }
  /** The limit + 1: the extra row only says that there is a next page. */
  rows: Param<number>
}

export interface ListCall {
  pattern?: string
  cursor?: KeysetCursor
  limit: number
}

export function listStatementValues({ pattern, cursor, limit }: ListCall): ListStatementParams {
  return { pattern, cursor, rows: limit + 1 }
}

const preparedLists = new WeakMap<Database, Map<string, PreparedList<unknown>>>()

/**
 * Prepared once per database and per shape (search or not, cursor or not): built with Drizzle on every
 * call, the statement cost the server more CPU than PostgreSQL spent running it.
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
 * A page with no row has no total to carry: after a cursor (the rows past it were deleted since the previous
 * page) the total is read again from the search's first row, a second statement in that case only.
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

export function cappedTotal(counted: number) {
  return { total: Math.min(counted, LIST_TOTAL_CAP), totalCapped: counted > LIST_TOTAL_CAP }
}

export function listPage<TRow extends ListRow>(rows: TRow[], counted: number, limit: number) {
  const { items, nextCursor } = keysetPage(rows, limit)
  return { items: items.map(({ listTotal: _listTotal, ...item }) => item), nextCursor, ...cappedTotal(counted) }
}
