import { useServerFn } from '@tanstack/react-start'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Field } from '@/components/ui/field'
import { FormDialog } from '@/components/ui/form-dialog'
import { Input } from '@/components/ui/input'
import { toast } from '@/components/ui/toaster'
import { reportRefusal } from '@/components/errors/report-refusal'
import { translateMessage } from '@/lib/i18n/message'
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, setUserPasswordSchema } from './schema'
import { setUserPassword } from './user.functions'

export function SetPasswordDialog({
  id,
  name,
  open,
  onOpenChange,
}: {
  id: string
  name: string
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const { t } = useTranslation('user')
  const save = useServerFn(setUserPassword)
  const [password, setPassword] = useState('')
  const [error, setError] = useState<string>()

  const reset = () => {
    setPassword('')
    setError(undefined)
  }

  const submit = async () => {
    const parsed = setUserPasswordSchema.shape.password.safeParse(password)
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message)
      return false
    }
    setError(undefined)
    try {
      await save({ data: { id, password } })
    } catch (caught) {
      reportRefusal(t, caught)
      return false
    }
    toast.success(t('password.success'))
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      onClosed={reset}
      title={t('password.title', { name })}
      description={t('password.description')}
      submitLabel={t('password.submit')}
      onSubmit={submit}
    >
      <Field
        label={t('fields.password')}
        help={t('password.help', { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH })}
        error={error ? translateMessage(t, error) : undefined}
      >
        <Input
          type="password"
          name="password"
          autoComplete="new-password"
          maxLength={PASSWORD_MAX_LENGTH}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          dir="ltr"
        />
      </Field>
    </FormDialog>
  )
}
