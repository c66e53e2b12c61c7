import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { Field } from '@/components/ui/field'
import { FormDialog } from '@/components/ui/form-dialog'
import { Input } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'
import { Button } from '@/components/ui/button'
import { toast } from '@/components/ui/toaster'
import { translateMessage } from '@/lib/i18n/message'
import { Specimen } from '../gallery-section'
import { wait } from '../wait'

/** The field's schema, made on submit (nothing runs at the top level of the gallery). */
const requiredText = (key: string) => z.string().trim().min(1, key)

function OneFieldDialog({ destructive }: { destructive?: boolean }) {
  const { t } = useTranslation('dev')
  const [open, setOpen] = useState(false)
  const [value, setValue] = useState('')
  const [error, setError] = useState<string>()
  const texts = destructive
    ? {
        open: t('uiGallery.samples.formDialog.openBan'),
        title: t('uiGallery.samples.formDialog.banTitle'),
        submit: t('uiGallery.samples.formDialog.ban'),
        label: t('uiGallery.samples.formDialog.reason'),
      }
    : {
        open: t('uiGallery.samples.formDialog.openRename'),
        title: t('uiGallery.samples.formDialog.renameTitle'),
        submit: t('uiGallery.samples.formDialog.save'),
        label: t('uiGallery.samples.field.label'),
      }

  const submit = async () => {
    const parsed = requiredText(
      destructive ? 'dev:uiGallery.samples.validation.reasonRequired' : 'dev:uiGallery.samples.validation.nameRequired',
    ).safeParse(value)
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message)
      return false
    }
    setError(undefined)
    await wait(1000)
    toast.success(t('uiGallery.samples.formDialog.saved', { value: parsed.data }))
  }

  const control = destructive ? (
    <Textarea rows={3} value={value} onChange={(event) => setValue(event.target.value)} />
  ) : (
    <Input autoFocus autoComplete="off" value={value} onChange={(event) => setValue(event.target.value)} />
  )

  return (
    <>
      <Button variant={destructive ? 'destructive' : 'secondary'} onClick={() => setOpen(true)}>
        {texts.open}
      </Button>
      <FormDialog
        open={open}
        onOpenChange={setOpen}
        onClosed={() => {
          setValue('')
          setError(undefined)
        }}
        title={texts.title}
        description={t('uiGallery.samples.formDialog.description')}
        submitLabel={texts.submit}
        submitVariant={destructive ? 'destructive' : 'primary'}
        onSubmit={submit}
      >
        <Field label={texts.label} error={error && translateMessage(t, error)}>
          {control}
        </Field>
      </FormDialog>
    </>
  )
}

export function FormDialogSection() {
  const { t } = useTranslation('dev')
  return (
    <>
      <Specimen label={t('uiGallery.states.primarySubmit')}>
        <OneFieldDialog />
      </Specimen>
      <Specimen label={t('uiGallery.states.destructiveSubmit')}>
        <OneFieldDialog destructive />
      </Specimen>
    </>
  )
}
