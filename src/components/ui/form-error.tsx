import { useTranslation } from 'react-i18next'
import { translateMessage } from '@/lib/i18n/message'

export function useFieldError(errors: ReadonlyArray<unknown>) {
  const { t } = useTranslation()
  const first = errors.find(Boolean)
  const key = typeof first === 'string' ? first : (first as { message?: string } | undefined)?.message
  return key ? translateMessage(t, key) : undefined
}

export function FormAlert({ message }: { message?: string }) {
  if (!message) return null
  return (
    <p
      role="alert"
      className="rounded-lg border border-destructive/30 bg-destructive/10 px-3 py-2 text-sm text-destructive"
    >
      {message}
    </p>
  )
}
