import type { FormatterModule } from 'i18next'

// One Intl.NumberFormat per language: building one costs far more than formatting with it, and a page
// formats a number in many of its texts.
const numberFormats = new Map<string | undefined, Intl.NumberFormat>()
function numberFormat(language: string | undefined) {
  let format = numberFormats.get(language)
  if (!format) {
    format = new Intl.NumberFormat(language)
    numberFormats.set(language, format)
  }
  return format
}

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
