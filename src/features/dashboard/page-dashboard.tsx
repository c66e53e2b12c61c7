import { useRouteContext } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'

export function PageDashboard() {
  const { t } = useTranslation()
  const user = useRouteContext({ from: '/manager', select: (context) => context.session.user })
  return (
    <section className="grid gap-2">
      <h1 className="text-2xl font-semibold tracking-tight">{t('manager.dashboard')}</h1>
      <p className="text-muted-foreground">{t('manager.intro', { email: user.email })}</p>
    </section>
  )
}
