import type { FormatterModule } from 'i18next'
import { numberFormat } from './intl-formats'

/**
 * A count under 1,000 as every configured language writes it: its digits alone (Latin digits, no grouping; a
 * test holds each language to Intl.NumberFormat). The first Intl number or date format a browser page builds costs
 * it 40-80 ms of main thread (ICU's data, once per page process), inside hydration: most pages show only such
 * counts, and skip that cost.
 */
export function formatCount(value: number, language: string | undefined) {
  return Number.isInteger(value) && value >= 0 && value < 1000 ? String(value) : numberFormat(language).format(value)
}

/**
 * Numbers read in the language's own way whatever the placeholder ({{count}}, {{total}}...); other values
 * pass through. It replaces i18next's built-in formatter: the locales use no "{{value, format}}" placeholders.
 */
export const numberFormatter: FormatterModule = {
  type: 'formatter',
  init: () => {},
  add: () => {},
  addCached: () => {},
  format: (value, _format, language) =>
    typeof value === 'number' && Number.isFinite(value) ? formatCount(value, language) : value,
}
