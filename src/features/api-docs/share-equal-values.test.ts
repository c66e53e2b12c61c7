import { describe, expect, it } from 'vitest'
import { shareEqualValues } from './share-equal-values'

describe('shareEqualValues', () => {
  it('keeps the value equal to what it was', () => {
    const value = { a: [1, { b: 'x' }], c: { b: 'x' }, d: null, e: [1, { b: 'x' }] }
    expect(shareEqualValues(value)).toEqual(value)
  })

  it('makes equal objects and arrays one shared value, at any depth', () => {
    const result = shareEqualValues({
      first: { schema: { type: 'string' } },
      second: { schema: { type: 'string' } },
      lists: [
        [1, 2],
        [1, 2],
      ],
    })
    expect(result.first).toBe(result.second)
    expect(result.lists[0]).toBe(result.lists[1])
  })

  it('keeps different values apart, key order included', () => {
    const result = shareEqualValues({ a: { x: 1, y: 2 }, b: { y: 2, x: 1 }, c: { x: 1 } })
    expect(result.a).not.toBe(result.b)
    expect(result.a).not.toBe(result.c)
  })

  it('leaves the value given untouched', () => {
    const value = { a: { b: 1 }, c: { b: 1 } }
    shareEqualValues(value)
    expect(value.a).not.toBe(value.c)
  })
})
