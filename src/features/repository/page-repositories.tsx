import { useInfiniteQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Plus } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { buttonVariants } from '@/components/ui/button'
import { DataList } from '@/components/ui/data-list'
import { PageLayout } from '@/components/page-layout'
import { ListRowLink } from '@/components/list-row-link'
import { SearchTermInput } from '@/components/search-term-input'
import { repositoriesQueryOptions } from './queries'

/** Repositories appear in both areas: read-only in /app, managed in /manager. */
export type RepositoryArea = 'app' | 'manager'

export function PageRepositories({ area, searchTerm }: { area: RepositoryArea; searchTerm: string }) {
  const { t } = useTranslation('repository')
  const query = useInfiniteQuery(repositoriesQueryOptions(searchTerm))

  return (
    <PageLayout
      title={t('title')}
      actions={
        area === 'manager' && (
          <Link to="/manager/repositories/new" className={buttonVariants({ size: 'sm' })}>
            <Plus aria-hidden className="size-4" />
            {t('new')}
          </Link>
        )
      }
    >
      <div className="grid gap-4">
        <SearchTermInput searchTerm={searchTerm} />
        <DataList
          query={query}
          searchTerm={searchTerm}
          getKey={(repository) => repository.id}
          renderItem={(repository) => (
            <ListRowLink to={`/${area}/repositories/$id`} params={{ id: repository.id }}>
              <span className="grid min-w-0 flex-1 gap-0.5">
                <span className="truncate font-medium">{repository.name}</span>
                <span className="truncate text-sm text-muted-foreground" dir="ltr">
                  {repository.link}
                </span>
              </span>
            </ListRowLink>
          )}
        />
      </div>
    </PageLayout>
  )
}
