import { LogOut } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { appConfig } from '~/app.config'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { useSignOut } from '@/lib/use-sign-out'
import { cn } from '@/lib/cn'
import { collapsibleLabelClass, collapsibleRowClass, navRowClass } from './nav-entry'

/** "Logout": asks for confirmation first, then signs out and shows /login. */
export function LogoutButton({ collapsible = false, showTitle = false, className }: { collapsible?: boolean; showTitle?: boolean; className?: string }) {
  const { t } = useTranslation('layout')
  const { signOut } = useSignOut()
  const label = t('nav.logout')

  return (
    <ConfirmDialog
      description={t('logout.description', { product: appConfig.name })}
      confirmLabel={t('common:actions.signOut')}
      confirmVariant="destructive"
      onConfirm={signOut}
    >
      <Button
        variant="ghost"
        title={showTitle ? label : undefined}
        className={cn(
          navRowClass,
          'h-auto justify-start hover:bg-destructive/10 hover:text-destructive focus-visible:ring-offset-0',
          collapsible && collapsibleRowClass,
          className,
        )}
      >
        <LogOut aria-hidden className="size-5 shrink-0 rtl:-scale-x-100" />
        <span className={collapsible ? collapsibleLabelClass : 'min-w-0 flex-1 truncate'}>{label}</span>
      </Button>
    </ConfirmDialog>
  )
}
