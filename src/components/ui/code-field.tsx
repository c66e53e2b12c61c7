import { useTranslation } from 'react-i18next'
import { appConfig } from '~/app.config'
import { translateMessage } from '@/lib/i18n/message'
import { CodeInput } from './code-input'
import { Field } from './field'

/** Submitted by `onComplete` as soon as the last digit is typed; `error` is a translation key. */
export function CodeField({
  label,
  error,
  value,
  onChange,
  onComplete,
  disabled,
  className,
}: {
  label: string
  error?: string
  value: string
  onChange: (value: string) => void
  onComplete: (value: string) => void
  disabled?: boolean
  className?: string
}) {
  const { t } = useTranslation()
  return (
    <Field label={label} error={error ? translateMessage(t, error) : undefined} className={className}>
      <CodeInput
        length={appConfig.otp.length}
        value={value}
        onChange={onChange}
        onComplete={onComplete}
        disabled={disabled}
        autoFocus
        name="code"
      />
    </Field>
  )
}
