import { useQueryClient } from '@tanstack/react-query'
import { useServerFn } from '@tanstack/react-start'
import { Fingerprint } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { toast } from '@/components/ui/toaster'
import { reportRefusal } from '@/components/errors/report-refusal'
import { userKeys } from './queries'
import { removeUserPasskeys } from './user.functions'

/** For a person who lost the device their passkeys were on, or whose device is no longer theirs. */
export function RemovePasskeysButton({ userId, name, count }: { userId: string; name: string; count: number }) {
  const { t } = useTranslation('user')
  const queryClient = useQueryClient()
  const remove = useServerFn(removeUserPasskeys)

  const onRemove = async () => {
    try {
      await remove({ data: { userId } })
    } catch (error) {
      reportRefusal(t, error)
      throw error
    }
    await queryClient.invalidateQueries({ queryKey: userKeys.all })
    toast.success(t('passkeys.removed', { count }))
  }

  return (
    <ConfirmDialog
      title={t('passkeys.removeTitle')}
      description={t('passkeys.removeDescription', { name, count })}
      confirmLabel={t('passkeys.remove', { count })}
      confirmVariant="destructive"
      onConfirm={onRemove}
    >
      <Button variant="secondary" size="sm">
        <Fingerprint aria-hidden className="size-4" />
        {t('passkeys.remove', { count })}
      </Button>
    </ConfirmDialog>
  )
}
