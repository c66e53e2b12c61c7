import { useInfiniteQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { PageLayout } from '@/components/page-layout'
import { ListRowLink } from '@/components/list-row-link'
import { SearchTermInput } from '@/components/search-term-input'
import { DataList } from '@/components/ui/data-list'
import { DateTime } from '@/components/date-time'
import { allOrganizationsQueryOptions } from './queries'

export function PageManagerOrganizations({ searchTerm }: { searchTerm: string }) {
  const { t } = useTranslation('organization')
  const query = useInfiniteQuery(allOrganizationsQueryOptions(searchTerm))

  return (
    <PageLayout title={t('manager.title')}>
      <div className="grid gap-4">
        <p className="text-sm text-muted-foreground">{t('manager.description')}</p>
        <SearchTermInput searchTerm={searchTerm} />
        <DataList
          query={query}
          searchTerm={searchTerm}
          getKey={(organization) => organization.id}
          renderItem={(organization) => (
            <ListRowLink to="/manager/organizations/$organizationId" params={{ organizationId: organization.id }}>
              <span className="grid min-w-0 flex-1 gap-0.5">
                <span className="truncate font-medium">{organization.name}</span>
                <span className="text-sm text-muted-foreground">
                  {t('list.members', { count: organization.memberCount })}
                  {' · '}
                  {t('manager.createdAt')} <DateTime value={organization.createdAt} dateOnly />
                </span>
              </span>
            </ListRowLink>
          )}
        />
      </div>
    </PageLayout>
  )
}
