// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithI18n } from '@/test/render'
import { DatePicker } from './date-picker'

afterEach(cleanup)

const march15 = new Date(2026, 2, 15)

describe('DatePicker', () => {
  it('shows the translated placeholder without a date', () => {
    renderWithI18n(<DatePicker onChange={() => {}} />)
    expect(screen.getByRole('button').textContent).toBe('Pick a date...')
  })

  it('formats the date in French and opens a French calendar starting on Monday', () => {
    renderWithI18n(<DatePicker value={march15} onChange={() => {}} label="Date de début" />, { language: 'fr' })
    const button = screen.getByRole('button', { name: 'Date de début 15 mars 2026' })
    fireEvent.click(button)
    const calendar = screen.getByRole('grid')
    expect(calendar.getAttribute('aria-label')).toBe('mars 2026')
    const weekdays = within(calendar)
      .getAllByRole('columnheader', { hidden: true })
      .map((header) => header.getAttribute('aria-label'))
    expect(weekdays[0]).toBe('lundi')
    expect(screen.getByRole('button', { name: 'Aller au mois suivant' })).toBeTruthy()
  })

  it('calls onChange with the picked day and closes', () => {
    const onChange = vi.fn()
    renderWithI18n(<DatePicker value={march15} onChange={onChange} />)
    fireEvent.click(screen.getByRole('button', { name: 'March 15, 2026' }))
    fireEvent.click(within(screen.getByRole('grid')).getByText('20'))
    expect(onChange).toHaveBeenCalledWith(new Date(2026, 2, 20))
    expect(screen.queryByRole('grid')).toBeNull()
  })

  it('lays the Arabic calendar out right to left', () => {
    renderWithI18n(<DatePicker value={march15} onChange={() => {}} />, { language: 'ar' })
    fireEvent.click(screen.getByRole('button'))
    expect(screen.getByRole('grid').closest('[dir]')?.getAttribute('dir')).toBe('rtl')
  })

  it('names the Swahili month through Intl and translates the navigation', () => {
    renderWithI18n(<DatePicker value={march15} onChange={() => {}} />, { language: 'sw' })
    fireEvent.click(screen.getByRole('button'))
    expect(screen.getByText('Machi 2026')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Nenda mwezi ujao' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Jumapili, 15 Machi 2026, imechaguliwa' })).toBeTruthy()
  })

  it('cannot be opened when disabled', () => {
    renderWithI18n(<DatePicker onChange={() => {}} disabled />)
    fireEvent.click(screen.getByRole('button'))
    expect(screen.queryByRole('grid')).toBeNull()
  })
})
