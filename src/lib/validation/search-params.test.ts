import { describe, expect, it } from 'vitest'
import { SEARCH_TERM_MAX_LENGTH, searchTermSearchSchema } from './search-params'

describe('searchTermSearchSchema', () => {
  it('keeps a term up to the length the list calls accept', () => {
    const longest = 'a'.repeat(SEARCH_TERM_MAX_LENGTH)
    expect(searchTermSearchSchema.parse({ searchTerm: longest })).toEqual({ searchTerm: longest })
    expect(searchTermSearchSchema.parse({ searchTerm: 'mar' })).toEqual({ searchTerm: 'mar' })
  })

  it('falls back to no term for a longer one, for a value that is not text and when missing', () => {
    expect(searchTermSearchSchema.parse({ searchTerm: 'a'.repeat(SEARCH_TERM_MAX_LENGTH + 1) })).toEqual({
      searchTerm: '',
    })
    expect(searchTermSearchSchema.parse({ searchTerm: 42 })).toEqual({ searchTerm: '' })
    expect(searchTermSearchSchema.parse({})).toEqual({ searchTerm: '' })
  })
})
