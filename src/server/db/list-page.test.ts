import { describe, expect, it } from 'vitest'
import {
  cappedTotal,
  decodeCursor,
  encodeCursor,
  isDatabaseTimestamp,
  keysetPage,
  LIST_TOTAL_CAP,
  listPage,
  listStatementParams,
} from './list-page'

const encoded = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')

describe('keyset cursors', () => {
  it('read back what they wrote', () => {
    const cursor = { key: 'beta “β”', id: '0b9d5f3e-5b1e-4f3c-9a57-3f1b2c4d5e6f' }
    expect(decodeCursor(encodeCursor(cursor))).toEqual(cursor)
  })

  it('are unreadable (the list starts again) when missing, malformed or carrying text PostgreSQL cannot compare', () => {
    expect(decodeCursor(undefined)).toBeUndefined()
    expect(decodeCursor('')).toBeUndefined()
    expect(decodeCursor('%%%not base64%%%')).toBeUndefined()
    expect(decodeCursor(encoded({ key: 'a', id: 'b' }))).toBeUndefined()
    expect(decodeCursor(encoded(['a', 42]))).toBeUndefined()
    expect(decodeCursor(encoded(['a\u0000', 'b']))).toBeUndefined()
    expect(decodeCursor(encoded(['a', 'b\ud800']))).toBeUndefined()
  })

  it("check the sort key with the list's own rule when it has one", () => {
    const isDate = (key: string) => /^\d{4}-\d{2}-\d{2}$/.test(key)
    expect(decodeCursor(encodeCursor({ key: '2026-11-21', id: 'x' }), isDate)).toEqual({ key: '2026-11-21', id: 'x' })
    expect(decodeCursor(encodeCursor({ key: 'yesterday', id: 'x' }), isDate)).toBeUndefined()
  })
})

describe('listStatementParams', () => {
  it('reads everything without a term or a cursor, one row more than the limit', () => {
    expect(listStatementParams({ searchTerm: '', limit: 20 })).toEqual({ rows: 21 })
  })

  it('matches the term anywhere, with %, _ and \\ taken literally', () => {
    expect(listStatementParams({ searchTerm: '50%_a\\b', limit: 1 }).pattern).toBe('%50\\%\\_a\\\\b%')
  })

  it("searches the term as the list's column holds it, and skips a term that is nothing there", () => {
    const searchTerm = (term: string) => term.replace(/[\r\n]/g, '').toLowerCase()
    expect(listStatementParams({ searchTerm: 'Ad\nA', limit: 1 }, { searchTerm }).pattern).toBe('%ada%')
    expect(listStatementParams({ searchTerm: '\n', limit: 1 }, { searchTerm }).pattern).toBeUndefined()
  })

  it("reads after the cursor, unless its key fails the list's own rule", () => {
    const at = { key: '2026-11-21 04:25:53.123456+00', id: 'x' }
    const cursor = encodeCursor(at)
    expect(listStatementParams({ searchTerm: '', cursor, limit: 1 }).cursor).toEqual(at)
    expect(
      listStatementParams({ searchTerm: '', cursor, limit: 1 }, { isCursorKey: isDatabaseTimestamp }).cursor,
    ).toEqual(at)
    const named = encodeCursor({ key: 'beta', id: 'x' })
    expect(
      listStatementParams({ searchTerm: '', cursor: named, limit: 1 }, { isCursorKey: isDatabaseTimestamp }).cursor,
    ).toBeUndefined()
  })
})

describe('cappedTotal', () => {
  it('is exact up to the cap, and the cap with totalCapped past it', () => {
    expect(cappedTotal(0)).toEqual({ total: 0, totalCapped: false })
    expect(cappedTotal(LIST_TOTAL_CAP)).toEqual({ total: LIST_TOTAL_CAP, totalCapped: false })
    expect(cappedTotal(LIST_TOTAL_CAP + 1)).toEqual({ total: LIST_TOTAL_CAP, totalCapped: true })
  })
})

describe('listPage', () => {
  const rows = ['a', 'b', 'c'].map((name) => ({ id: `id-${name}`, name, sortKey: name, listTotal: LIST_TOTAL_CAP + 1 }))

  it('gives the items without their sort key and total, the next cursor and the capped total', () => {
    const page = listPage(rows, LIST_TOTAL_CAP + 1, 2)
    expect(page.items).toEqual([
      { id: 'id-a', name: 'a' },
      { id: 'id-b', name: 'b' },
    ])
    expect(page).toMatchObject({ total: LIST_TOTAL_CAP, totalCapped: true })
    expect(decodeCursor(page.nextCursor ?? undefined)).toEqual({ key: 'b', id: 'id-b' })
  })

  it('has no next page when the extra row is missing', () => {
    expect(listPage(rows, 3, 3)).toMatchObject({ nextCursor: null, total: 3, totalCapped: false })
    expect(listPage([], 7, 3)).toEqual({ items: [], nextCursor: null, total: 7, totalCapped: false })
  })
})

describe('keysetPage', () => {
  const rows = ['a', 'b', 'c'].map((name, index) => ({ id: `id-${index}`, name, sortKey: name.toLowerCase() }))

  it('keeps `limit` rows without their sort key, and points the next page after the last one', () => {
    const page = keysetPage(rows, 2)
    expect(page.items).toEqual([
      { id: 'id-0', name: 'a' },
      { id: 'id-1', name: 'b' },
    ])
    expect(decodeCursor(page.nextCursor ?? undefined)).toEqual({ key: 'b', id: 'id-1' })
  })

  it('has no next page when the extra row is missing', () => {
    expect(keysetPage(rows, 3).nextCursor).toBeNull()
    expect(keysetPage([], 3)).toEqual({ items: [], nextCursor: null })
  })
})
