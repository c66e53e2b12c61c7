// @vitest-environment happy-dom
import { cleanup } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderWithI18n } from '@/test/render'
import { DateTime } from './date-time'

afterEach(cleanup)

// Midday UTC: the same calendar day in every time zone the tests may run in.
const value = '2026-03-15T12:00:00.000Z'

describe('DateTime', () => {
  it('writes the date in the reader’s language, with the machine-readable value', () => {
    const { container } = renderWithI18n(<DateTime value={value} dateOnly />, { language: 'fr' })
    const time = container.querySelector('time')!
    expect(time.getAttribute('datetime')).toBe(value)
    expect(time.textContent).toBe('15 mars 2026')
  })

  it('adds the time unless asked for the date only', () => {
    const { container } = renderWithI18n(<DateTime value={new Date(value)} />)
    expect(container.querySelector('time')!.textContent).toMatch(/^Mar 15, 2026, \d{1,2}:\d{2}\s?[AP]M$/)
  })
})
