import { useTranslation } from 'react-i18next'
import { dateTimeFormat } from '@/lib/i18n/intl-formats'

/**
 * A date (and time) in the reader's language. Server rendering uses the server's time zone and the
 * browser its own: the browser's text wins without a hydration warning.
 */
export function DateTime({ value, dateOnly }: { value: Date | string; dateOnly?: boolean }) {
  const { i18n } = useTranslation()
  const language = i18n.resolvedLanguage ?? i18n.language
  const date = new Date(value)
  const text = dateTimeFormat(
    language,
    dateOnly ? { dateStyle: 'medium' } : { dateStyle: 'medium', timeStyle: 'short' },
  ).format(date)
  return (
    <time dateTime={date.toISOString()} suppressHydrationWarning>
      {text}
    </time>
  )
}
