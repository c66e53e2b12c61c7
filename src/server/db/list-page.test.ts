import { describe, expect, it } from 'vitest'
import { decodeCursor } from './keyset-page'
import { cappedTotal, LIST_TOTAL_CAP, listPage } from './list-page'

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
