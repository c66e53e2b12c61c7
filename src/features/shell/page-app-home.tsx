import { useRouteContext } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'

export function PageAppHome() {
  const { t } = useTranslation()
  const user = useRouteContext({ from: '/app', select: (context) => context.session.user })
  return (
    <section className="grid gap-2">
      <h1 className="text-2xl font-semibold tracking-tight">{t('app.welcome', { name: user.name })}</h1>
      <p className="text-muted-foreground">{t('app.intro', { email: user.email })}</p>
    </section>
  )
}
