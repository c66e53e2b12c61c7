// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderWithI18n } from '@/test/render'
import { DailyChart, type DailyChartEntry } from './daily-chart'

afterEach(cleanup)

// 30 days ending 2026-11-30; counts on three of them, zeros elsewhere.
const data: DailyChartEntry[] = Array.from({ length: 30 }, (_, index) => {
  const day = `2026-11-${String(index + 1).padStart(2, '0')}`
  return { day, count: { '2026-11-03': 2, '2026-11-17': 1234, '2026-11-30': 5 }[day] ?? 0 }
})

function renderChart(language = 'en', entries = data) {
  return renderWithI18n(
    <DailyChart
      title="Sign-ups per day"
      countLabel="Sign-ups"
      summary={({ total, date }) => `${total} sign-ups, most on ${date}`}
      data={entries}
    />,
    { language },
  )
}

describe('DailyChart', () => {
  it('has a table alternative with one row per day and its count', () => {
    renderChart()
    const table = screen.getByRole('table', { name: 'Sign-ups per day' })
    const rows = within(table).getAllByRole('row').slice(1)
    expect(rows).toHaveLength(30)
    expect(within(rows[0]!).getByRole('rowheader').textContent).toBe('Sun, November 1')
    expect(rows.map((row) => within(row).getByRole('cell').textContent)).toEqual(
      data.map((entry) => entry.count.toLocaleString('en')),
    )
    expect(within(rows[16]!).getByRole('rowheader').textContent).toBe('Tue, November 17')
    expect(within(rows[16]!).getByRole('cell').textContent).toBe('1,234')
    expect(within(rows[29]!).getByRole('rowheader').querySelector('time')?.getAttribute('datetime')).toBe('2026-11-30')
  })

  it('describes the chart with its summary and shows the table on demand', () => {
    renderChart()
    const chart = screen.getByRole('img', { name: 'Sign-ups per day' })
    const summary = document.getElementById(chart.getAttribute('aria-describedby') ?? '')
    expect(summary?.textContent).toBe('1,241 sign-ups, most on Tue, November 17')

    const toggle = screen.getByRole('button', { name: 'Show as table' })
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    expect(document.getElementById(toggle.getAttribute('aria-controls') ?? '')?.className).toContain('sr-only')
    fireEvent.click(toggle)
    expect(screen.getByRole('button', { name: 'Hide table' }).getAttribute('aria-expanded')).toBe('true')
    expect(document.getElementById(toggle.getAttribute('aria-controls') ?? '')?.className).not.toContain('sr-only')
  })

  it('says so when there was nothing, and formats in the current language', () => {
    renderChart(
      'en',
      data.map((entry) => ({ ...entry, count: 0 })),
    )
    expect(screen.getByText('None in the last 30 days.')).toBeTruthy()
    cleanup()

    renderChart('fr')
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1)
    expect(within(rows[16]!).getByRole('cell').textContent).toBe(new Intl.NumberFormat('fr').format(1234))
    expect(within(rows[16]!).getByRole('rowheader').textContent).toBe('mar. 17 novembre')
    expect(screen.getByRole('button', { name: 'Afficher sous forme de tableau' })).toBeTruthy()
  })
})
