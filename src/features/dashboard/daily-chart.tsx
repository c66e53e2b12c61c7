import { Table2 } from 'lucide-react'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { cn } from '@/lib/ui/cn'
import { dateTimeFormat, numberFormat } from '@/lib/i18n/intl-formats'

export interface DailyChartEntry {
  day: string
  count: number
}

export interface DailyChartProps {
  title: string
  /** The summary sentence, given the total and the busiest day already formatted. */
  summary: (values: { count: number; total: string; date: string }) => string
  countLabel: string
  data: DailyChartEntry[]
}

/** Days are UTC dates: formatted in UTC, so every reader (and the server) sees the same day. */
const dayDate = (day: string) => new Date(`${day}T00:00:00Z`)

/**
 * CSS bars, no chart library, drawn in the reading direction. Screen readers get the heading, a summary
 * (aria-describedby) and a table with one row per day, which anyone can also show.
 */
export function DailyChart({ title, summary, countLabel, data }: DailyChartProps) {
  const { t, i18n } = useTranslation('dashboard')
  const id = useId()
  const [showTable, setShowTable] = useState(false)
  const numbers = numberFormat(i18n.language)
  const shortDate = dateTimeFormat(i18n.language, { day: 'numeric', month: 'short', timeZone: 'UTC' })
  const longDate = dateTimeFormat(i18n.language, { weekday: 'short', day: 'numeric', month: 'long', timeZone: 'UTC' })

  const total = data.reduce((sum, entry) => sum + entry.count, 0)
  const max = Math.max(0, ...data.map((entry) => entry.count))
  // The most recent of the busiest days.
  const busiest = data.reduce<DailyChartEntry | undefined>(
    (best, entry) => (entry.count > 0 && entry.count >= (best?.count ?? 0) ? entry : best),
    undefined,
  )
  const summaryText =
    total === 0
      ? t('chart.none')
      : summary({
          count: total,
          total: numbers.format(total),
          date: busiest ? longDate.format(dayDate(busiest.day)) : '',
        })
  const first = data[0]
  const last = data.at(-1)
  const middle = data[Math.floor(data.length / 2)]

  return (
    <Card asChild className="grid gap-4 p-4 sm:p-6">
      <section aria-labelledby={`${id}-title`}>
        <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
          <div className="grid gap-1">
            <h2 id={`${id}-title`} className="font-semibold">
              {title}
            </h2>
            <p id={`${id}-summary`} className="text-sm text-muted-foreground">
              {summaryText}
            </p>
          </div>
          <Button
            variant="secondary"
            size="sm"
            aria-expanded={showTable}
            aria-controls={`${id}-table`}
            onClick={() => setShowTable((shown) => !shown)}
          >
            <Table2 aria-hidden className="size-4" />
            {showTable ? t('chart.hideTable') : t('chart.showTable')}
          </Button>
        </div>

        <div role="img" aria-labelledby={`${id}-title`} aria-describedby={`${id}-summary`} className="grid gap-2">
          <div className="relative flex h-40 items-end gap-px border-b border-border sm:gap-1">
            {/* The highest value, as a reference line at the top. */}
            <div
              aria-hidden
              className="pointer-events-none absolute inset-x-0 top-0 border-t border-dashed border-border"
            />
            <span
              aria-hidden
              className="absolute end-0 -top-2.5 bg-card ps-1 text-xs text-muted-foreground tabular-nums"
            >
              {numbers.format(max)}
            </span>
            {data.map((entry) => (
              <div
                key={entry.day}
                title={`${longDate.format(dayDate(entry.day))}: ${numbers.format(entry.count)}`}
                className="flex h-full min-w-0 flex-1 items-end"
              >
                <div
                  className={cn('w-full rounded-t-sm', entry.count > 0 ? 'bg-primary' : 'bg-muted')}
                  style={{ height: entry.count > 0 ? `${Math.max(3, (entry.count / max) * 100)}%` : '2px' }}
                />
              </div>
            ))}
          </div>
          <div aria-hidden className="flex justify-between text-xs text-muted-foreground">
            <span>{first && shortDate.format(dayDate(first.day))}</span>
            <span className="max-sm:hidden">{middle && shortDate.format(dayDate(middle.day))}</span>
            <span>{last && shortDate.format(dayDate(last.day))}</span>
          </div>
        </div>

        <div
          id={`${id}-table`}
          className={cn(showTable ? 'max-h-80 overflow-auto rounded-lg border border-border' : 'sr-only')}
        >
          <table className="w-full text-sm">
            <caption className="sr-only">{title}</caption>
            <thead className="sticky top-0 bg-muted">
              <tr>
                <th scope="col" className="px-3 py-2 text-start font-medium">
                  {t('chart.date')}
                </th>
                <th scope="col" className="px-3 py-2 text-end font-medium">
                  {countLabel}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {data.map((entry) => (
                <tr key={entry.day}>
                  <th scope="row" className="px-3 py-1.5 text-start font-normal">
                    <time dateTime={entry.day}>{longDate.format(dayDate(entry.day))}</time>
                  </th>
                  <td className="px-3 py-1.5 text-end tabular-nums">{numbers.format(entry.count)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </Card>
  )
}
