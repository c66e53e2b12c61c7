import { describe, expect, it } from 'vitest'
import { accountSearchSchema } from './search'

describe('accountSearchSchema', () => {
  it('defaults both params to empty', () => {
    expect(accountSearchSchema.parse({})).toEqual({ state: '', newEmail: '' })
  })

  it('keeps valid values and replaces bad ones with the default', () => {
    expect(accountSearchSchema.parse({ state: 'change-name', newEmail: 'a@b.co' })).toEqual({
      state: 'change-name',
      newEmail: 'a@b.co',
    })
    expect(accountSearchSchema.parse({ state: 'delete-everything', newEmail: 42 })).toEqual({ state: '', newEmail: '' })
  })
})
