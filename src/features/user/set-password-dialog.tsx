import { useServerFn } from '@tanstack/react-start'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { ResponsiveDialog } from '@/components/ui/responsive-dialog'
import { toast } from '@/components/ui/toaster'
import { translateMessage } from '@/lib/i18n/message'
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, setUserPasswordSchema } from './schema'
import { toastServerError } from './user-errors'
import { setUserPassword } from './user.functions'

export function SetPasswordDialog({ id, name, open, onOpenChange }: { id: string; name: string; open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation('user')
  const save = useServerFn(setUserPassword)
  const [password, setPassword] = useState('')
  const [error, setError] = useState<string>()
  const [pending, setPending] = useState(false)
  const formId = `set-password-${id}`

  const close = (next: boolean) => {
    if (pending) return
    onOpenChange(next)
    if (!next) {
      setPassword('')
      setError(undefined)
    }
  }

  const submit = async () => {
    const parsed = setUserPasswordSchema.shape.password.safeParse(password)
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message)
      return
    }
    setError(undefined)
    setPending(true)
    try {
      await save({ data: { id, password } })
      toast.success(t('password.success'))
      setPending(false)
      close(false)
    } catch (caught) {
      setPending(false)
      toastServerError(t, caught)
    }
  }

  return (
    <ResponsiveDialog
      open={open}
      onOpenChange={close}
      title={t('password.title', { name })}
      description={t('password.description')}
      footer={
        <>
          <Button variant="secondary" disabled={pending} onClick={() => close(false)}>
            {t('ui:cancel')}
          </Button>
          <Button type="submit" form={formId} loading={pending}>
            {t('password.submit')}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        className="grid gap-4 py-1"
        onSubmit={(event) => {
          event.preventDefault()
          event.stopPropagation()
          void submit()
        }}
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
      </form>
    </ResponsiveDialog>
  )
}
