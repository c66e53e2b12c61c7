import { useSuspenseQuery } from '@tanstack/react-query'
import { Ban, FolderGit2, type LucideIcon, MonitorSmartphone, Users } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { AuditLogList } from '@/components/audit-log-list'
import { PageLayout } from '@/components/page-layout'
import { Card } from '@/components/ui/card'
import { DailyChart } from './daily-chart'
import { dashboardQueryOptions } from './queries'
import { numberFormat } from '@/lib/i18n/intl-formats'

export function PageDashboard() {
  const { t, i18n } = useTranslation('dashboard')
  const { data } = useSuspenseQuery(dashboardQueryOptions)
  const numbers = numberFormat(i18n.language)
  const { figures } = data

  return (
    <PageLayout title={t('title')}>
      <div className="grid gap-6">
        <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
          <Figure id="users" icon={Users} label={t('figures.users')} value={numbers.format(figures.users)}>
            {t('figures.newUsers', { count: figures.newUsers, formatted: numbers.format(figures.newUsers) })}
          </Figure>
          <Figure
            id="active-sessions"
            icon={MonitorSmartphone}
            label={t('figures.activeSessions')}
            value={numbers.format(figures.activeSessions)}
          />
          <Figure
            id="repositories"
            icon={FolderGit2}
            label={t('figures.repositories')}
            value={numbers.format(figures.repositories)}
          />
          <Figure
            id="banned-users"
            icon={Ban}
            label={t('figures.bannedUsers')}
            value={numbers.format(figures.bannedUsers)}
          />
        </dl>

        <div className="grid gap-4 lg:grid-cols-2">
          <DailyChart
            title={t('signUps.title')}
            countLabel={t('signUps.count')}
            summary={(values) => t('signUps.summary', values)}
            data={data.signUpsPerDay}
          />
          <DailyChart
            title={t('signIns.title')}
            countLabel={t('signIns.count')}
            summary={(values) => t('signIns.summary', values)}
            data={data.signInsPerDay}
          />
        </div>

        <Card asChild className="grid gap-2 p-4 sm:p-6">
          <section aria-labelledby="latest-actions-title">
            <h2 id="latest-actions-title" className="font-semibold">
              {t('latestActions.title')}
            </h2>
            <AuditLogList entries={data.latestActions} emptyLabel={t('latestActions.empty')} />
          </section>
        </Card>
      </div>
    </PageLayout>
  )
}

function Figure({
  id,
  icon: Icon,
  label,
  value,
  children,
}: {
  id: string
  icon: LucideIcon
  label: string
  value: string
  children?: string
}) {
  return (
    <Card className="grid content-start gap-1 p-4 sm:p-5" data-figure={id}>
      <dt className="flex items-center gap-2 text-sm text-muted-foreground">
        <Icon aria-hidden className="size-4 shrink-0" />
        {label}
      </dt>
      <dd className="text-2xl font-semibold tabular-nums sm:text-3xl">{value}</dd>
      {children && <dd className="text-xs text-muted-foreground">{children}</dd>}
    </Card>
  )
}
