import { Trash2 } from 'lucide-react'
import type { ReactNode } from 'react'
import { Button } from './button'
import { ConfirmDialog, type ConfirmDialogOptions } from './confirm-dialog'

export function DeleteButton({
  label,
  ...options
}: Omit<ConfirmDialogOptions, 'confirmVariant'> & { label: ReactNode }) {
  return (
    <ConfirmDialog confirmVariant="destructive" {...options}>
      <Button variant="destructive" size="sm">
        <Trash2 aria-hidden className="size-4" />
        {label}
      </Button>
    </ConfirmDialog>
  )
}
