import type { FormatterModule } from 'i18next'
import { numberFormat } from './intl-formats'

/**
 * i18next's formatter (used with `interpolation.alwaysFormat`): numbers read in the language's own
 * way ("12,345" in English, "12 345" in French), whatever the placeholder ({{count}}, {{total}}...).
 * Other values (strings such as codes, dates already formatted by Intl) pass through unchanged.
 * It replaces i18next's built-in formatter: the locales use no "{{value, format}}" placeholders.
 */
export const numberFormatter: FormatterModule = {
  type: 'formatter',
  init: () => {},
  add: () => {},
  addCached: () => {},
  format: (value, _format, language) =>
    typeof value === 'number' && Number.isFinite(value) ? numberFormat(language).format(value) : value,
}
