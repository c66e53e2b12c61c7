import { useInfiniteQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { ChevronRight } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { PageLayout } from '@/components/page-layout'
import { DataList } from '@/components/ui/data-list'
import { SearchInput } from '@/components/ui/search-input'
import { SEARCH_TERM_MAX_LENGTH } from '@/lib/search-params'
import { DateTime } from '@/components/date-time'
import { allOrganizationsQueryOptions } from './queries'

export function PageManagerOrganizations({ searchTerm }: { searchTerm: string }) {
  const { t } = useTranslation('organization')
  const navigate = useNavigate()
  const query = useInfiniteQuery(allOrganizationsQueryOptions(searchTerm))

  return (
    <PageLayout title={t('manager.title')}>
      <div className="grid gap-4">
        <p className="text-sm text-muted-foreground">{t('manager.description')}</p>
        <SearchInput
          name="searchTerm"
          value={searchTerm}
          maxLength={SEARCH_TERM_MAX_LENGTH}
          onChange={(value) => void navigate({ to: '.', search: { searchTerm: value }, replace: true })}
        />
        <DataList
          query={query}
          searchTerm={searchTerm}
          getKey={(organization) => organization.id}
          renderItem={(organization) => (
            <Link
              to="/manager/organizations/$organizationId"
              params={{ organizationId: organization.id }}
              className="flex items-center gap-3 rounded-lg px-3 py-3 transition-colors hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            >
              <span className="grid min-w-0 flex-1 gap-0.5">
                <span className="truncate font-medium">{organization.name}</span>
                <span className="text-sm text-muted-foreground">
                  {t('list.members', { count: organization.memberCount })}
                  {' · '}
                  {t('manager.createdAt')} <DateTime value={organization.createdAt} dateOnly />
                </span>
              </span>
              <ChevronRight aria-hidden className="size-4 shrink-0 text-muted-foreground rtl:-scale-x-100" />
            </Link>
          )}
        />
      </div>
    </PageLayout>
  )
}
