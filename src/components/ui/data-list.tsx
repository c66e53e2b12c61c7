import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query'
import { AlertTriangle, Inbox, SearchX } from 'lucide-react'
import { type Key, type ReactNode, useEffect, useEffectEvent, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { cn } from '@/lib/ui/cn'
import { Button } from './button'
import { Skeleton } from './skeleton'

export interface ListPage<T> {
  items: T[]
  nextCursor: string | null
  total: number
  /** The server stopped counting at `total`: there are more ("1,000+ results"). */
  totalCapped?: boolean
}

export type DataListQuery<T> = Pick<
  UseInfiniteQueryResult<InfiniteData<ListPage<T>, unknown>, unknown>,
  | 'status'
  | 'data'
  | 'refetch'
  | 'isRefetching'
  | 'hasNextPage'
  | 'fetchNextPage'
  | 'isFetchingNextPage'
  | 'isFetchNextPageError'
>

export interface DataListProps<T> {
  query: DataListQuery<T>
  getKey: (item: T) => Key
  renderItem: (item: T) => ReactNode
  /** The active search term: turns the empty state into 'No results for "…"'. */
  searchTerm?: string
  /** Replaces the default 'No Data' state (not the no-results one). */
  emptyState?: ReactNode
  countLabel?: ReactNode
  className?: string
}

export function DataList<T>({
  query,
  getKey,
  renderItem,
  searchTerm,
  emptyState,
  countLabel,
  className,
}: DataListProps<T>) {
  const { t } = useTranslation('ui')

  if (query.status === 'pending') {
    return (
      <div aria-busy="true" className={cn('grid gap-2', className)}>
        <span role="status" className="sr-only">
          {t('loading')}
        </span>
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} className="h-16 w-full" />
        ))}
      </div>
    )
  }

  const retry = (
    <Button variant="secondary" size="sm" loading={query.isRefetching} onClick={() => void query.refetch()}>
      {t('retry')}
    </Button>
  )

  if (!query.data) {
    return (
      <ListMessage icon={<AlertTriangle className="size-6 text-destructive" />} className={className}>
        <p role="alert">{t('dataList.error')}</p>
        {retry}
      </ListMessage>
    )
  }

  const items = query.data.pages.flatMap((page) => page.items)
  const term = searchTerm?.trim()
  if (items.length === 0) {
    if (term) {
      return (
        <ListMessage icon={<SearchX className="size-6" />} className={className}>
          <p>{t('dataList.noResults', { searchTerm: term })}</p>
        </ListMessage>
      )
    }
    return (
      <div className={className}>
        {emptyState ?? (
          <ListMessage icon={<Inbox className="size-6" />}>
            <p>{t('dataList.noData')}</p>
          </ListMessage>
        )}
      </div>
    )
  }

  const lastPage = query.data.pages.at(-1)
  const total = lastPage?.total ?? items.length
  // Past the server's cap the total is a floor, not a count.
  const countText = lastPage?.totalCapped
    ? t('dataList.resultsCapped', { total })
    : t('dataList.results', { count: total })
  return (
    <div className={cn('grid gap-3', className)}>
      {query.status === 'error' && !query.isFetchNextPageError && (
        // A refresh failed but the earlier data is still worth showing.
        <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-destructive/30 bg-destructive/10 px-3 py-2 text-sm text-destructive">
          <p role="alert">{t('dataList.error')}</p>
          {retry}
        </div>
      )}
      <p aria-live="polite" className="text-sm text-muted-foreground">
        {countLabel ?? countText}
      </p>
      <ul role="list" className="grid gap-2">
        {items.map((item) => (
          <li key={getKey(item)}>{renderItem(item)}</li>
        ))}
      </ul>
      {query.hasNextPage && <LoadMore query={query} />}
    </div>
  )
}

function LoadMore<T>({ query }: { query: DataListQuery<T> }) {
  const { t } = useTranslation('ui')
  const sentinel = useRef<HTMLDivElement>(null)
  const pageCount = query.data?.pages.length ?? 0
  const { isFetchingNextPage, isFetchNextPageError } = query

  const onVisible = useEffectEvent(() => {
    if (!query.isFetchingNextPage && !query.isFetchNextPageError) void query.fetchNextPage()
  })

  useEffect(() => {
    const node = sentinel.current
    if (!node || typeof IntersectionObserver === 'undefined' || isFetchingNextPage || isFetchNextPageError) return
    // A new observer after each page reports at once whether the end is still in view, so a
    // short page keeps loading until the viewport is full. A failed page waits for a click.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onVisible()
      },
      { rootMargin: '200px 0px' },
    )
    observer.observe(node)
    return () => observer.disconnect()
  }, [pageCount, isFetchingNextPage, isFetchNextPageError])

  return (
    <div ref={sentinel} className="grid justify-items-center gap-2 py-2">
      {isFetchNextPageError && (
        <p role="alert" className="text-sm text-destructive">
          {t('dataList.loadMoreError')}
        </p>
      )}
      <Button variant="secondary" loading={isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
        {isFetchNextPageError ? t('retry') : t('dataList.loadMore')}
      </Button>
    </div>
  )
}

function ListMessage({ icon, children, className }: { icon: ReactNode; children: ReactNode; className?: string }) {
  return (
    <div
      className={cn(
        'grid justify-items-center gap-3 rounded-card border border-dashed border-border px-6 py-10 text-center text-sm text-muted-foreground',
        className,
      )}
    >
      <span aria-hidden>{icon}</span>
      {children}
    </div>
  )
}
