import { useInfiniteQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { ChevronRight, Plus } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { buttonVariants } from '@/components/ui/button'
import { DataList } from '@/components/ui/data-list'
import { SearchInput } from '@/components/ui/search-input'
import { PageLayout } from '@/components/page-layout'
import { SEARCH_TERM_MAX_LENGTH } from '@/lib/search-params'
import { repositoriesQueryOptions } from './queries'
import { type RepositoryArea, repositoryPaths } from './repository-area'

export function PageRepositories({ area, searchTerm }: { area: RepositoryArea; searchTerm: string }) {
  const { t } = useTranslation('repository')
  const navigate = useNavigate()
  const query = useInfiniteQuery(repositoriesQueryOptions(searchTerm))

  return (
    <PageLayout
      title={t('title')}
      actions={
        area === 'manager' && (
          <Link to={repositoryPaths.create} className={buttonVariants({ size: 'sm' })}>
            <Plus aria-hidden className="size-4" />
            {t('new')}
          </Link>
        )
      }
    >
      <div className="grid gap-4">
        <SearchInput
          name="searchTerm"
          value={searchTerm}
          maxLength={SEARCH_TERM_MAX_LENGTH}
          onChange={(value) => void navigate({ to: '.', search: { searchTerm: value }, replace: true })}
        />
        <DataList
          query={query}
          searchTerm={searchTerm}
          getKey={(repository) => repository.id}
          renderItem={(repository) => (
            <Link
              to={repositoryPaths.detail(area, repository.id)}
              className="flex items-center gap-3 rounded-lg px-3 py-3 transition-colors hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            >
              <span className="grid min-w-0 flex-1 gap-0.5">
                <span className="truncate font-medium">{repository.name}</span>
                <span className="truncate text-sm text-muted-foreground" dir="ltr">
                  {repository.link}
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
