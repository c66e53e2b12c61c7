import { useInfiniteQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Plus } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { buttonVariants } from '@/components/ui/button'
import { DataList } from '@/components/ui/data-list'
import { PageLayout } from '@/components/page-layout'
import { ListRowLink } from '@/components/list-row-link'
import { SearchTermInput } from '@/components/search-term-input'
import { __entitiesCamel__QueryOptions } from './queries'

/** __Entities_words__ appear in both areas: read-only in /app, managed in /manager. */
export type __Entity__Area = 'app' | 'manager'

export function Page__Entities__({ area, searchTerm }: { area: __Entity__Area; searchTerm: string }) {
  const { t } = useTranslation('__entity__')
  const query = useInfiniteQuery(__entitiesCamel__QueryOptions(searchTerm))

  return (
    <PageLayout
      title={t('title')}
      actions={
        area === 'manager' && (
          <Link to="/manager/__entities__/new" className={buttonVariants({ size: 'sm' })}>
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
          getKey={(row) => row.id}
          renderItem={(row) => (
            <ListRowLink to={`/${area}/__entities__/$id`} params={{ id: row.id }}>
              <span className="grid min-w-0 flex-1 gap-0.5">
                <span className="truncate font-medium">{row.name}</span>
                {row.description && <span className="truncate text-sm text-muted-foreground">{row.description}</span>}
              </span>
            </ListRowLink>
          )}
        />
      </div>
    </PageLayout>
  )
}
