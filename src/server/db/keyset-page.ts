import { and, eq, gt, or, type AnyColumn, type Placeholder, type SQL } from 'drizzle-orm'
import { isStorableText } from '@/lib/validation/validation'

/** No OFFSET: the millionth row costs what the first does. */

export interface KeysetCursor {
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
