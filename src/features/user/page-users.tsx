import { useInfiniteQuery } from '@tanstack/react-query'
import { Link, useRouteContext } from '@tanstack/react-router'
import { Ban, Plus } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Badge } from '@/components/ui/badge'
import { buttonVariants } from '@/components/ui/button'
import { DataList } from '@/components/ui/data-list'
import { PageLayout } from '@/components/page-layout'
import { ListRowLink } from '@/components/list-row-link'
import { SearchTermInput } from '@/components/search-term-input'
import { usersQueryOptions } from './queries'
import { RoleBadges } from './roles'

export function PageUsers({ searchTerm }: { searchTerm: string }) {
  const { t } = useTranslation('user')
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
        <SearchTermInput searchTerm={searchTerm} />
        <DataList
          query={query}
          searchTerm={searchTerm}
          getKey={(user) => user.id}
          renderItem={(user) => (
            <ListRowLink to="/manager/users/$id" params={{ id: user.id }}>
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
            </ListRowLink>
          )}
        />
      </div>
    </PageLayout>
  )
}
