import { describe, expect, it } from 'vitest'
import { decodeCursor, encodeCursor, keysetPage } from './keyset-page'

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
