import { useRouteContext } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { PageLayout } from '@/components/page-layout'

export function PageDashboard() {
  const { t } = useTranslation()
  const user = useRouteContext({ from: '/manager', select: (context) => context.session.user })
  return (
    <PageLayout title={t('manager.dashboard')}>
      <p className="text-muted-foreground">{t('manager.intro', { email: user.email })}</p>
    </PageLayout>
  )
}
