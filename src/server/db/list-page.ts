import { and, count, eq, gt, or, sql, type AnyColumn, type Placeholder, type SQL, type SQLWrapper } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import type { ListInput } from '@/lib/validation/list-input'
import { isStorableText } from '@/lib/validation/validation'
import type { Database } from './client'

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

/** Keyset paging, no OFFSET: the millionth row costs what the first does. */
interface KeysetCursor {
  key: string
  id: string
}

// 2026-11-21 04:25:53.123456+00 (timestamptz::text with an ISO DateStyle): the created_at of a cursor as the
// database wrote it; anything else would fail its cast back (a 500).
const DATABASE_TIMESTAMP = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2}){0,2}$/
export const isDatabaseTimestamp = (key: string) => DATABASE_TIMESTAMP.test(key)

/** The cursor as the browser sees it: opaque text. */
export function encodeCursor(cursor: KeysetCursor): string {
  return Buffer.from(JSON.stringify([cursor.key, cursor.id])).toString('base64url')
}

/**
 * Undefined when unreadable: the list starts again from the first page. Text PostgreSQL cannot compare (a NUL)
 * would fail the query, so such a cursor is unreadable too.
 */
export function decodeCursor(
  value: string | undefined,
  isKey: (key: string) => boolean = isStorableText,
): KeysetCursor | undefined {
  if (!value) return undefined
  try {
    const [key, id] = JSON.parse(Buffer.from(value, 'base64url').toString()) as unknown[]
    return typeof key === 'string' && typeof id === 'string' && isKey(key) && isStorableText(id)
      ? { key, id }
      : undefined
  } catch {
    return undefined
  }
}

/** The cursor's parts may be placeholders (a prepared statement). */
export function afterCursor(
  sortKey: SQL<string>,
  id: AnyColumn,
  cursor: { key: string | Placeholder; id: string | Placeholder } | undefined,
): SQL | undefined {
  return cursor ? or(gt(sortKey, cursor.key), and(eq(sortKey, cursor.key), gt(id, cursor.id))) : undefined
}

/** A LIKE pattern matching `term` anywhere, with %, _ and \ in the term taken literally. */
function containsPattern(term: string) {
  return `%${term.replace(/[\\%_]/g, (character) => `\\${character}`)}%`
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

/** What a list reads differently from the others; by default the term as typed and any storable cursor key. */
export interface ListOptions {
  /** The term as the list's search column holds it. */
  searchTerm?: (term: string) => string
  /** Whether a cursor's sort key can be compared with the list's. */
  isCursorKey?: (key: string) => boolean
}

interface ListCall {
  pattern?: string
  cursor?: KeysetCursor
  limit: number
}

function listCall(input: ListInput, { searchTerm = (term) => term, isCursorKey }: ListOptions): ListCall {
  const term = searchTerm(input.searchTerm)
  return {
    pattern: term ? containsPattern(term) : undefined,
    cursor: decodeCursor(input.cursor, isCursorKey),
    limit: input.limit,
  }
}

/** The values a list call reads with (a test EXPLAINs its statement built with them). */
export function listStatementParams(input: ListInput, options: ListOptions = {}): ListStatementParams {
  const { pattern, cursor, limit } = listCall(input, options)
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
 * A list's page for a list call's input: its search, after its cursor (an unreadable one starts again from the
 * first page). A page with no row has no total to carry: after a cursor (the rows past it were deleted since
 * the previous page) the total is read again from the search's first row, a second statement in that case only.
 */
export async function readListPage<TRow extends ListRow>(
  db: Database,
  name: string,
  build: (params: ListStatementParams) => ListStatement<TRow>,
  input: ListInput,
  options: ListOptions = {},
) {
  const call = listCall(input, options)
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

/**
 * The next cursor holds the key as the database computed it, so the next page starts exactly after this one.
 */
export function keysetPage<Row extends { id: string; sortKey: string }>(rows: Row[], limit: number) {
  const page = rows.slice(0, limit)
  const last = page.at(-1)
  return {
    items: page.map(({ sortKey: _sortKey, ...item }) => item),
    nextCursor: rows.length > limit && last ? encodeCursor({ key: last.sortKey, id: last.id }) : null,
  }
}
