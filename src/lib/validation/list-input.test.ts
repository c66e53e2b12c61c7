import { describe, expect, it } from 'vitest'
import { listInputSchema } from './list-input'

describe('listInputSchema', () => {
  it('defaults to 20 items of everything', () => {
    expect(listInputSchema.parse({})).toEqual({ searchTerm: '', limit: 20 })
  })

  it.each([0, 101, 2.5])('refuses a limit of %s', (limit) => {
    expect(listInputSchema.safeParse({ limit }).success).toBe(false)
  })
})
