import { useServerFn } from '@tanstack/react-start'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { Form, useAppForm } from '@/components/ui/form'
import { FormAlert } from '@/components/ui/form-error'
import { DialogFooter, ResponsiveDialog } from '@/components/ui/responsive-dialog'
import { toast } from '@/components/ui/toaster'
import { errorMessageKey } from '@/lib/i18n/error-message-key'
import { translateMessage } from '@/lib/i18n/message'
import { renamePasskey } from './passkey.functions'
import { renamePasskeySchema } from './schema'

interface RenamePasskeyDialogProps {
  passkey: { id: string; name: string }
  open: boolean
  onOpenChange: (open: boolean) => void
  onRenamed: () => Promise<void>
}

export function RenamePasskeyDialog({ passkey, open, onOpenChange, onRenamed }: RenamePasskeyDialogProps) {
  const { t } = useTranslation('passkeys')
  return (
    <ResponsiveDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('renameTitle')}
      description={t('renameDescription')}
    >
      {/* Mounted only while open, so it starts from the saved name every time. */}
      <RenamePasskeyForm passkey={passkey} onRenamed={onRenamed} onDone={() => onOpenChange(false)} />
    </ResponsiveDialog>
  )
}

function RenamePasskeyForm({
  passkey,
  onRenamed,
  onDone,
}: Pick<RenamePasskeyDialogProps, 'passkey' | 'onRenamed'> & { onDone: () => void }) {
  const { t } = useTranslation('passkeys')
  const rename = useServerFn(renamePasskey)
  const [failure, setFailure] = useState<string>()

  const form = useAppForm({
    defaultValues: { id: passkey.id, name: passkey.name },
    validators: { onSubmit: renamePasskeySchema },
    onSubmit: async ({ value }) => {
      setFailure(undefined)
      try {
        await rename({ data: renamePasskeySchema.parse(value) })
      } catch (error) {
        setFailure(errorMessageKey(error))
        return
      }
      await onRenamed()
      toast.success(t('renamed'))
      onDone()
    },
  })

  return (
    <Form form={form}>
      <form.AppField name="name">
        {(field) => <field.TextField label={t('nameLabel')} autoComplete="off" autoFocus />}
      </form.AppField>
      <FormAlert message={failure && translateMessage(t, failure)} />
      <DialogFooter>
        <Button variant="secondary" onClick={onDone}>
          {t('common:actions.cancel')}
        </Button>
        <form.SubmitButton>{t('save')}</form.SubmitButton>
      </DialogFooter>
    </Form>
  )
}
