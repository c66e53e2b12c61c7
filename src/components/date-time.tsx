import { useHydrated } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { dateTimeFormat } from '@/lib/i18n/intl-formats'

/**
 * Formats a date and time (or a date alone) in the reader's language. The server cannot know the reader's time
 * zone: it writes UTC, hydration writes the same, and the browser rewrites the text in its own zone right after.
 */
export function useFormatDate() {
  const { i18n } = useTranslation()
  const language = i18n.resolvedLanguage ?? i18n.language
  // dateStyle and timeStyle cannot be combined with timeZoneName: the server's text is plain UTC.
  const timeZone = useHydrated() ? undefined : 'UTC'
  return (value: Date | string, dateOnly = false) =>
    dateTimeFormat(
      language,
      dateOnly ? { dateStyle: 'medium', timeZone } : { dateStyle: 'medium', timeStyle: 'short', timeZone },
    ).format(new Date(value))
}

export function DateTime({ value, dateOnly }: { value: Date | string; dateOnly?: boolean }) {
  const format = useFormatDate()
  return <time dateTime={new Date(value).toISOString()}>{format(value, dateOnly)}</time>
}
