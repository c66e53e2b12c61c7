import { useInfiniteQuery } from '@tanstack/react-query'
import { Link, useNavigate, useRouteContext } from '@tanstack/react-router'
import { Ban, ChevronRight, Plus } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Badge } from '@/components/ui/badge'
import { buttonVariants } from '@/components/ui/button'
import { DataList } from '@/components/ui/data-list'
import { SearchInput } from '@/components/ui/search-input'
import { PageLayout } from '@/components/page-layout'
import { SEARCH_TERM_MAX_LENGTH } from '@/lib/search-params'
import { usersQueryOptions } from './queries'
import { RoleBadges } from './roles'

export function PageUsers({ searchTerm }: { searchTerm: string }) {
  const { t } = useTranslation('user')
  const navigate = useNavigate()
  const query = useInfiniteQuery(usersQueryOptions(searchTerm))
  const currentUserId = useRouteContext({ from: '__root__', select: (context) => context.session?.user.id })

  return (
    <PageLayout
      title={t('title')}
      actions={
        <Link to="/manager/users/new" className={buttonVariants({ size: 'sm' })}>
          <Plus aria-hidden className="size-4" />
          {t('new')}
        </Link>
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
          getKey={(user) => user.id}
          renderItem={(user) => (
            <Link
              to="/manager/users/$id"
              params={{ id: user.id }}
              className="flex items-center gap-3 rounded-lg px-3 py-3 transition-colors hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            >
              <span
                aria-hidden
                className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-primary/10 text-sm font-semibold text-primary uppercase"
              >
                {(user.name || user.email).slice(0, 1)}
              </span>
              <span className="grid min-w-0 flex-1 gap-0.5">
                <span className="flex min-w-0 items-center gap-2">
                  <span className="truncate font-medium">{user.name || user.email}</span>
                  {user.id === currentUserId && (
                    <Badge variant="outline" className="shrink-0">
                      {t('list.you')}
                    </Badge>
                  )}
                </span>
                <span className="truncate text-sm text-muted-foreground" dir="ltr">
                  {user.email}
                </span>
              </span>
              <span className="flex shrink-0 flex-col items-end gap-1 sm:flex-row sm:items-center">
                {user.banned && (
                  <Badge variant="destructive">
                    <Ban aria-hidden />
                    {t('status.banned')}
                  </Badge>
                )}
                <RoleBadges role={user.role} className="justify-end" />
              </span>
              <ChevronRight aria-hidden className="size-4 shrink-0 text-muted-foreground rtl:-scale-x-100" />
            </Link>
          )}
        />
      </div>
    </PageLayout>
  )
}
