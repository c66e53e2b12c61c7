import type { FormatterModule } from 'i18next'
import { numberFormat } from './intl-formats'

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
    typeof value === 'number' && Number.isFinite(value) ? numberFormat(language).format(value) : value,
}
