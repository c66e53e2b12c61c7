import { LogOut } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { appConfig } from '~/app.config'
import { LazyOverlay, lazyOverlay } from '@/components/lazy-overlay'
import { Button } from '@/components/ui/button'
import { useSignOut } from '@/components/use-sign-out'
import { cn } from '@/lib/ui/cn'
import { collapsibleLabelClass, collapsibleRowClass, navRowClass } from './nav-entry'
import { PlainIcon } from '@/components/ui/plain-icon'

const ConfirmDialog = lazyOverlay(() =>
  import('@/components/ui/confirm-dialog').then((module) => module.ConfirmDialogControlled),
)

export function LogoutButton({
  collapsible = false,
  showTitle = false,
  className,
}: {
  collapsible?: boolean
  showTitle?: boolean
  className?: string
}) {
  const { t } = useTranslation('layout')
  const { signOut } = useSignOut()
  const [open, setOpen] = useState(false)
  const label = t('nav.logout')

  return (
    <>
      <Button
        variant="ghost"
        title={showTitle ? label : undefined}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={ConfirmDialog.preload}
        onFocus={ConfirmDialog.preload}
        onClick={() => setOpen(true)}
        className={cn(
          navRowClass,
          'h-auto justify-start hover:bg-destructive/10 hover:text-destructive focus-visible:ring-offset-0',
          collapsible && collapsibleRowClass,
          className,
        )}
      >
        <PlainIcon icon={LogOut} className="size-5 shrink-0 rtl:-scale-x-100" />
        <span className={collapsible ? collapsibleLabelClass : 'min-w-0 flex-1 truncate'}>{label}</span>
      </Button>
      <LazyOverlay open={open}>
        <ConfirmDialog
          open={open}
          onOpenChange={setOpen}
          description={t('logout.description', { product: appConfig.name })}
          confirmLabel={t('common:actions.signOut')}
          confirmVariant="destructive"
          onConfirm={signOut}
        />
      </LazyOverlay>
    </>
  )
}
