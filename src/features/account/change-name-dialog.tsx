import { useRouter } from '@tanstack/react-router'
import { useServerFn } from '@tanstack/react-start'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { appConfig } from '~/app.config'
import { Button } from '@/components/ui/button'
import { Form, useAppForm } from '@/components/ui/form'
import { FormAlert } from '@/components/ui/form-error'
import { DialogFooter, ResponsiveDialog } from '@/components/ui/responsive-dialog'
import { toast } from '@/components/ui/toaster'
import { translateMessage } from '@/lib/i18n/message'
import { changeName } from './account.functions'
import { errorMessageKey } from '@/lib/i18n/error-message-key'
import { changeNameSchema } from './schema'

export function ChangeNameDialog({
  open,
  onOpenChange,
  name,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  name: string
}) {
  const { t } = useTranslation('account')
  return (
    <ResponsiveDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('changeName.title')}
      description={t('changeName.description', { product: appConfig.name })}
    >
      {/* Mounted only while open, so it starts from the saved name every time. */}
      <ChangeNameForm name={name} onDone={() => onOpenChange(false)} />
    </ResponsiveDialog>
  )
}

function ChangeNameForm({ name, onDone }: { name: string; onDone: () => void }) {
  const { t } = useTranslation('account')
  const router = useRouter()
  const save = useServerFn(changeName)
  const [failure, setFailure] = useState<string>()

  const form = useAppForm({
    defaultValues: { name },
    validators: { onSubmit: changeNameSchema },
    onSubmit: async ({ value }) => {
      setFailure(undefined)
      try {
        await save({ data: changeNameSchema.parse(value) })
      } catch (error) {
        setFailure(errorMessageKey(error))
        return
      }
      await router.invalidate()
      toast.success(t('changeName.saved'))
      onDone()
    },
  })

  return (
    <Form form={form}>
      <form.AppField name="name">
        {(field) => (
          <field.TextField
            label={t('changeName.label')}
            placeholder={t('changeName.placeholder')}
            autoComplete="name"
            autoFocus
          />
        )}
      </form.AppField>
      <FormAlert message={failure && translateMessage(t, failure)} />
      <DialogFooter>
        <Button variant="secondary" onClick={onDone}>
          {t('common:actions.cancel')}
        </Button>
        <form.SubmitButton>{t('changeName.submit')}</form.SubmitButton>
      </DialogFooter>
    </Form>
  )
}
