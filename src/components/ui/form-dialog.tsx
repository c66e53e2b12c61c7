import { type ReactNode, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from './button'
import { ResponsiveDialog } from './responsive-dialog'

/** `onSubmit` returns false to stay open (invalid input, a refused call). `onClosed` resets the fields. */
export function FormDialog({
  open,
  onOpenChange,
  onClosed,
  title,
  description,
  submitLabel,
  submitVariant = 'primary',
  onSubmit,
  children,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  onClosed?: () => void
  title: ReactNode
  description?: ReactNode
  submitLabel: ReactNode
  submitVariant?: 'primary' | 'destructive'
  onSubmit: () => Promise<boolean | void>
  children: ReactNode
}) {
  const { t } = useTranslation('ui')
  const formId = useId()
  const [pending, setPending] = useState(false)

  const close = (next: boolean) => {
    if (pending) return
    onOpenChange(next)
    if (!next) onClosed?.()
  }

  const submit = async () => {
    setPending(true)
    const keepOpen = (await onSubmit().finally(() => setPending(false))) === false
    if (!keepOpen) {
      onOpenChange(false)
      onClosed?.()
    }
  }

  return (
    <ResponsiveDialog
      open={open}
      onOpenChange={close}
      title={title}
      description={description}
      footer={
        <>
          <Button variant="secondary" disabled={pending} onClick={() => close(false)}>
            {t('cancel')}
          </Button>
          <Button type="submit" form={formId} variant={submitVariant} loading={pending}>
            {submitLabel}
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
        {children}
      </form>
    </ResponsiveDialog>
  )
}
