import { describe, expect, it } from 'vitest'
import { languages } from './languages'
import { formatCount, numberFormatter } from './format'

describe('formatCount', () => {
  it.each(languages)('writes every number as Intl.NumberFormat does in %s', (language) => {
    const intl = new Intl.NumberFormat(language)
    const values = [...Array.from({ length: 1000 }, (_, index) => index), 1000, 12_345, -1, -999, 0.5, 999.5, 1e9]
    for (const value of values) expect(formatCount(value, language), `${value}`).toBe(intl.format(value))
  })
})

describe('numberFormatter', () => {
  it('formats numbers in the language and passes other values through', () => {
    expect(numberFormatter.format(1234, undefined, 'fr', {})).toBe(new Intl.NumberFormat('fr').format(1234))
    expect(numberFormatter.format('1234', undefined, 'fr', {})).toBe('1234')
    expect(numberFormatter.format(Number.NaN, undefined, 'en', {})).toBeNaN()
  })
})
