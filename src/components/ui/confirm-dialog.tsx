import { Slot } from '@radix-ui/react-slot'
import { type ReactElement, type ReactNode, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from './button'
import { ResponsiveDialog } from './responsive-dialog'

export interface ConfirmDialogOptions {
  title?: ReactNode
  description?: ReactNode
  confirmLabel?: ReactNode
  cancelLabel?: ReactNode
  confirmVariant?: 'primary' | 'destructive'
  /**
   * While its promise is pending the dialog cannot be dismissed. Rejected: it stays open; the rejection is
   * swallowed here, so tell the user yourself (a toast) inside onConfirm.
   */
  onConfirm: () => void | Promise<void>
}

/** The child element is the trigger: clicking it opens the dialog. */
export function ConfirmDialog({ children, ...options }: ConfirmDialogOptions & { children: ReactElement }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <Slot aria-haspopup="dialog" aria-expanded={open} onClick={() => setOpen(true)}>
        {children}
      </Slot>
      <ConfirmDialogControlled open={open} onOpenChange={setOpen} {...options} />
    </>
  )
}

export function ConfirmDialogControlled({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel,
  confirmVariant = 'primary',
  onConfirm,
}: ConfirmDialogOptions & { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation('ui')
  const [pending, setPending] = useState(false)

  const confirm = async () => {
    setPending(true)
    try {
      await onConfirm()
      onOpenChange(false)
    } catch {
      // Stays open so the user can retry or cancel; onConfirm reports the failure.
    } finally {
      setPending(false)
    }
  }

  return (
    <ResponsiveDialog
      open={open}
      onOpenChange={(next) => {
        if (!pending) onOpenChange(next)
      }}
      title={title ?? t('confirmDialog.title')}
      description={description}
      footer={
        <>
          <Button variant="secondary" disabled={pending} onClick={() => onOpenChange(false)}>
            {cancelLabel ?? t('cancel')}
          </Button>
          <Button variant={confirmVariant} loading={pending} onClick={() => void confirm()}>
            {confirmLabel ?? t('confirm')}
          </Button>
        </>
      }
    />
  )
}
