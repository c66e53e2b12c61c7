import { useNavigate, useRouter } from '@tanstack/react-router'
import { useServerFn } from '@tanstack/react-start'
import { Trash2 } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { toast } from '@/components/ui/toaster'
import { isDemoRefusal } from '@/components/demo/demo-refusal'
import { reportRefusal } from '@/components/errors/report-refusal'
import { deleteAccount } from './account.functions'
import { AccountSection } from './account-section'

export function DeleteAccountSection({ email }: { email: string }) {
  const { t } = useTranslation('account')
  const router = useRouter()
  const navigate = useNavigate()
  const remove = useServerFn(deleteAccount)

  const confirmDeletion = async () => {
    try {
      await remove()
    } catch (error) {
      reportRefusal(t, error)
      // A read-only demo's refusal: the confirmation closes and the 'Demo Mode' dialog opens.
      if (isDemoRefusal(error)) return
      throw error
    }
    // As after signing out: nothing of the deleted account stays in the browser's caches.
    router.options.context.queryClient.clear()
    await router.invalidate()
    await navigate({ to: '/login', replace: true })
    toast.success(t('deleteAccount.deleted'))
  }

  return (
    <AccountSection danger title={t('deleteAccount.title')} description={t('deleteAccount.description')}>
      <ConfirmDialog
        title={t('deleteAccount.confirmTitle')}
        description={t('deleteAccount.confirmDescription', { email })}
        confirmLabel={t('deleteAccount.button')}
        confirmVariant="destructive"
        onConfirm={confirmDeletion}
      >
        <Button variant="destructive" className="w-full sm:w-fit">
          <Trash2 aria-hidden className="size-4" />
          {t('deleteAccount.button')}
        </Button>
      </ConfirmDialog>
    </AccountSection>
  )
}
