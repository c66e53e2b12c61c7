import { useEffect, useRef, useState } from 'react'
import type { DataListQuery, ListPage } from '@/components/ui/data-list'
import { wait } from './wait'

export interface SampleItem {
  id: number
}

export const pageSize = 4

export function samplePage(from: number, count: number, total: number, hasMore = false): ListPage<SampleItem> {
  return {
    items: Array.from({ length: count }, (_, index) => ({ id: from + index })),
    total,
    nextCursor: hasMore ? String(from + count) : null,
  }
}

const noop = () => Promise.resolve()

/**
 * A DataList query frozen in one state (what `useInfiniteQuery` would return), with a Retry that
 * shows its spinner for a moment.
 */
export function useFrozenQuery(
  state: Partial<DataListQuery<SampleItem>> & { pages?: ListPage<SampleItem>[] },
): DataListQuery<SampleItem> {
  const [isRefetching, setIsRefetching] = useState(false)
  const { pages, ...rest } = state
  return {
    status: 'success',
    data: pages ? { pages, pageParams: pages.map((_, index) => index) } : undefined,
    refetch: async () => {
      setIsRefetching(true)
      await wait(800)
      setIsRefetching(false)
    },
    isRefetching,
    hasNextPage: false,
    fetchNextPage: noop,
    isFetchingNextPage: false,
    isFetchNextPageError: false,
    ...rest,
  } as DataListQuery<SampleItem>
}

/** An infinite list that really loads: `pages` pages of `pageSize`, each after 700 ms (by 'Load more' or by scrolling). */
export function usePagedQuery(pageCount = 3): DataListQuery<SampleItem> & { restart: () => void } {
  const total = pageCount * pageSize
  const [loaded, setLoaded] = useState(1)
  const [isFetchingNextPage, setFetching] = useState(false)
  const mounted = useRef(true)
  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
    }
  }, [])

  const pages = Array.from({ length: loaded }, (_, index) =>
    samplePage(index * pageSize + 1, pageSize, total, index + 1 < pageCount),
  )
  return {
    status: 'success',
    data: { pages, pageParams: pages.map((_, index) => index) },
    refetch: noop,
    isRefetching: false,
    hasNextPage: loaded < pageCount,
    fetchNextPage: async () => {
      if (isFetchingNextPage) return
      setFetching(true)
      await wait(700)
      if (!mounted.current) return
      setLoaded((previous) => Math.min(previous + 1, pageCount))
      setFetching(false)
    },
    isFetchingNextPage,
    isFetchNextPageError: false,
    restart: () => setLoaded(1),
  } as unknown as DataListQuery<SampleItem> & { restart: () => void }
}
