import { useTranslation } from 'react-i18next'
import { dateTimeFormat } from '@/lib/i18n/intl-formats'

export function useFormatDate() {
  const { i18n } = useTranslation()
  const language = i18n.resolvedLanguage ?? i18n.language
  return (value: Date | string, dateOnly = false) =>
    dateTimeFormat(language, dateOnly ? { dateStyle: 'medium' } : { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date(value),
    )
}

/**
 * Server rendering uses the server's time zone and the browser its own: the browser's text wins without a
 * hydration warning.
 */
export function DateTime({ value, dateOnly }: { value: Date | string; dateOnly?: boolean }) {
  const format = useFormatDate()
  return (
    <time dateTime={new Date(value).toISOString()} suppressHydrationWarning>
      {format(value, dateOnly)}
    </time>
  )
}
