import { useInfiniteQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { ChevronRight, Plus } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { buttonVariants } from '@/components/ui/button'
import { DataList } from '@/components/ui/data-list'
import { SearchInput } from '@/components/ui/search-input'
import { PageLayout } from '@/components/page-layout'
import { SEARCH_TERM_MAX_LENGTH } from '@/lib/search-params'
import { __entitiesCamel__QueryOptions } from './queries'
import { type __Entity__Area, __entityCamel__Paths } from './__entity__-area'

export function Page__Entities__({ area, searchTerm }: { area: __Entity__Area; searchTerm: string }) {
  const { t } = useTranslation('__entity__')
  const navigate = useNavigate()
  const query = useInfiniteQuery(__entitiesCamel__QueryOptions(searchTerm))

  return (
    <PageLayout
      title={t('title')}
      actions={
        area === 'manager' && (
          <Link to={__entityCamel__Paths.create} className={buttonVariants({ size: 'sm' })}>
            <Plus aria-hidden className="size-4" />
            {t('new')}
          </Link>
        )
      }
    >
      <div className="grid gap-4">
        <SearchInput
          value={searchTerm}
          maxLength={SEARCH_TERM_MAX_LENGTH}
          onChange={(value) => void navigate({ to: '.', search: { searchTerm: value }, replace: true })}
        />
        <DataList
          query={query}
          searchTerm={searchTerm}
          getKey={(row) => row.id}
          renderItem={(row) => (
            <Link
              to={__entityCamel__Paths.detail(area, row.id)}
              className="flex items-center gap-3 rounded-lg px-3 py-3 transition-colors hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            >
              <span className="grid min-w-0 flex-1 gap-0.5">
                <span className="truncate font-medium">{row.name}</span>
                {row.description && <span className="truncate text-sm text-muted-foreground">{row.description}</span>}
              </span>
              <ChevronRight aria-hidden className="size-4 shrink-0 text-muted-foreground rtl:-scale-x-100" />
            </Link>
          )}
        />
      </div>
    </PageLayout>
  )
}
