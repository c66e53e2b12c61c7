import { describe, expect, it } from 'vitest'
import { dateTimeFormat, numberFormat } from './intl-formats'

describe('numberFormat', () => {
  it('formats as Intl.NumberFormat does in that language', () => {
    expect(numberFormat('fr').format(12345.5)).toBe(new Intl.NumberFormat('fr').format(12345.5))
    expect(numberFormat('en', { style: 'percent' }).format(0.25)).toBe('25%')
  })

  it('gives the same formatter for the same language and options, another for other ones', () => {
    expect(numberFormat('en')).toBe(numberFormat('en'))
    expect(numberFormat('en')).not.toBe(numberFormat('fr'))
    expect(numberFormat('en', { style: 'percent' })).not.toBe(numberFormat('en'))
  })
})

describe('dateTimeFormat', () => {
  const date = new Date('2026-03-04T05:06:00Z')

  it('formats as Intl.DateTimeFormat does with those options', () => {
    expect(dateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' }).format(date)).toBe('Mar 4, 2026')
    expect(dateTimeFormat('de', { dateStyle: 'medium', timeZone: 'UTC' }).format(date)).toBe('04.03.2026')
  })

  it('gives the same formatter for equal options, and treats an undefined option as absent', () => {
    expect(dateTimeFormat('en', { dateStyle: 'short' })).toBe(dateTimeFormat('en', { dateStyle: 'short' }))
    expect(dateTimeFormat('en', { dateStyle: 'short', timeZone: undefined })).toBe(
      dateTimeFormat('en', { dateStyle: 'short' }),
    )
    expect(dateTimeFormat('en', { dateStyle: 'short', timeZone: 'UTC' })).not.toBe(
      dateTimeFormat('en', { dateStyle: 'short' }),
    )
  })

  it('keeps number and date formatters apart for the same language and options', () => {
    expect(dateTimeFormat('en')).not.toBe(numberFormat('en'))
  })
})
