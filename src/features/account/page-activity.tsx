import { useInfiniteQuery } from '@tanstack/react-query'
import { useRouteContext } from '@tanstack/react-router'
import { LogOut } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { PageLayout } from '@/components/page-layout'
import { SecurityActivityList } from '@/components/security-activity-list'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { AccountSection } from './account-section'
import { myActivityQuery } from './queries'
import { useRevokeOtherSessions } from './use-revoke-other-sessions'

export function PageActivity({ area }: { area: 'app' | 'manager' }) {
  const { t } = useTranslation('account')
  const query = useInfiniteQuery(myActivityQuery)
  const signedIn = useRouteContext({ from: '__root__', select: (context) => !!context.session })
  const signOutEverywhere = useRevokeOtherSessions('activity.signedOutEverywhere')

  if (!signedIn) return null

  return (
    <PageLayout
      title={t('activity.title')}
      backTo={`/${area}/account`}
      actions={
        <ConfirmDialog
          title={t('activity.signOutEverywhereTitle')}
          description={t('activity.signOutEverywhereDescription')}
          confirmLabel={t('activity.signOutEverywhere')}
          confirmVariant="destructive"
          onConfirm={signOutEverywhere}
        >
          {/* The new-device e-mail's "Not you? Sign out everywhere" links here. */}
          <Button id="sign-out-everywhere" variant="secondary" size="sm">
            <LogOut aria-hidden className="size-4 rtl:-scale-x-100" />
            {t('activity.signOutEverywhere')}
          </Button>
        </ConfirmDialog>
      }
    >
      <div className="grid max-w-3xl gap-6">
        <AccountSection title={t('activity.recent')} description={t('activity.description')}>
          <SecurityActivityList query={query} reader="owner" />
        </AccountSection>
      </div>
    </PageLayout>
  )
}
