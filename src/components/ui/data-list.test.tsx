// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider, useInfiniteQuery } from '@tanstack/react-query'
import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithI18n } from '@/test/render'
import { DataList, type DataListQuery, type ListPage } from './data-list'

interface Repo {
  id: string
  name: string
}

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

function page(items: Repo[], total: number, nextCursor: string | null = null): ListPage<Repo> {
  return { items, total, nextCursor }
}

function fakeQuery(overrides: Partial<DataListQuery<Repo>>): DataListQuery<Repo> {
  return {
    status: 'success',
    data: undefined,
    refetch: vi.fn(),
    isRefetching: false,
    hasNextPage: false,
    fetchNextPage: vi.fn(),
    isFetchingNextPage: false,
    isFetchNextPageError: false,
    ...overrides,
  } as DataListQuery<Repo>
}

const withData = (pages: ListPage<Repo>[], overrides: Partial<DataListQuery<Repo>> = {}) =>
  fakeQuery({ status: 'success', data: { pages, pageParams: pages.map((_, index) => index) }, ...overrides })

function renderList(
  query: DataListQuery<Repo>,
  props: { searchTerm?: string; emptyState?: React.ReactNode } = {},
  language = 'en',
) {
  return renderWithI18n(
    <DataList query={query} getKey={(repo) => repo.id} renderItem={(repo) => <span>{repo.name}</span>} {...props} />,
    { language },
  )
}

describe('DataList', () => {
  it('shows skeleton rows and an announced loading text while pending', () => {
    const { container } = renderList(fakeQuery({ status: 'pending' }))
    expect(screen.getByRole('status').textContent).toBe('Loading...')
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull()
    expect(container.querySelectorAll('.animate-pulse').length).toBeGreaterThan(1)
    expect(screen.queryByRole('list')).toBeNull()
  })

  it('shows an error with Retry, which refetches', () => {
    const query = fakeQuery({ status: 'error', data: undefined })
    renderList(query)
    expect(screen.getByRole('alert').textContent).toBe('Something went wrong while loading')
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(query.refetch).toHaveBeenCalledTimes(1)
  })

  it("says 'No Data' when there is nothing and no search", () => {
    renderList(withData([page([], 0)]))
    expect(screen.getByText('No Data')).toBeTruthy()
    expect(screen.queryByRole('list')).toBeNull()
  })

  it('lets the page replace the empty state', () => {
    renderList(withData([page([], 0)]), { emptyState: <p>Create your first repository</p> })
    expect(screen.getByText('Create your first repository')).toBeTruthy()
    expect(screen.queryByText('No Data')).toBeNull()
  })

  it('names the search term when a search finds nothing', () => {
    renderList(withData([page([], 0)]), { searchTerm: 'zebra' })
    expect(screen.getByText('No results for "zebra"')).toBeTruthy()
    expect(screen.queryByText('No Data')).toBeNull()
  })

  it('lists the items of every page with the total', () => {
    renderList(withData([page([{ id: '1', name: 'alpha' }], 3, 'c1'), page([{ id: '2', name: 'beta' }], 3)]))
    const list = screen.getByRole('list')
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['alpha', 'beta'])
    expect(screen.getByText('3 results')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull()
  })

  it('uses the singular and the language plural rules for the total', () => {
    renderList(withData([page([{ id: '1', name: 'alpha' }], 1)]))
    expect(screen.getByText('1 result')).toBeTruthy()
    cleanup()
    renderList(withData([page([{ id: '1', name: 'alpha' }], 5)]), {}, 'ar')
    expect(screen.getByText('5 نتائج')).toBeTruthy()
  })

  it("says '1,000+ results' when the server stopped counting, in the language's own way", () => {
    const capped = (total: number): ListPage<Repo> => ({
      ...page([{ id: '1', name: 'alpha' }], total, 'c1'),
      totalCapped: true,
    })
    renderList(withData([capped(1000)]))
    expect(screen.getByText('1,000+ results')).toBeTruthy()
    cleanup()
    renderList(withData([capped(1000)]), {}, 'fr')
    expect(document.querySelector('[aria-live]')?.textContent).toBe(
      `Plus de ${new Intl.NumberFormat('fr').format(1000)} résultats`,
    )
    cleanup()
    // An exact total of the same size reads as a count.
    renderList(withData([page([{ id: '1', name: 'alpha' }], 1000)]))
    expect(screen.getByText('1,000 results')).toBeTruthy()
  })

  it('loads the next page with Load more, and shows it loading meanwhile', () => {
    const query = withData([page([{ id: '1', name: 'alpha' }], 2, 'c1')], { hasNextPage: true })
    const { rerender } = renderList(query)
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }))
    expect(query.fetchNextPage).toHaveBeenCalledTimes(1)

    rerender(
      <DataList
        query={{ ...query, isFetchingNextPage: true }}
        getKey={(repo) => repo.id}
        renderItem={(repo) => <span>{repo.name}</span>}
      />,
    )
    const button = screen.getByRole('button', { name: 'Load more' })
    expect(button.hasAttribute('disabled')).toBe(true)
    expect(button.getAttribute('aria-busy')).toBe('true')
  })

  it('loads the next page by itself when the end of the list comes into view', () => {
    let notify: IntersectionObserverCallback = () => {}
    const observe = vi.fn()
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback) {
          notify = callback
        }
        observe = observe
        disconnect() {}
      },
    )
    const query = withData([page([{ id: '1', name: 'alpha' }], 2, 'c1')], { hasNextPage: true })
    renderList(query)
    expect(observe).toHaveBeenCalledTimes(1)
    notify([{ isIntersecting: false } as IntersectionObserverEntry], {} as IntersectionObserver)
    expect(query.fetchNextPage).not.toHaveBeenCalled()
    notify([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver)
    expect(query.fetchNextPage).toHaveBeenCalledTimes(1)
  })

  it('still works without IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined)
    renderList(withData([page([{ id: '1', name: 'alpha' }], 2, 'c1')], { hasNextPage: true }))
    expect(screen.getByRole('button', { name: 'Load more' })).toBeTruthy()
  })
})

describe('DataList with a real infinite query', () => {
  function Repositories({ fetchPage }: { fetchPage: (cursor: string | null) => Promise<ListPage<Repo>> }) {
    const query = useInfiniteQuery({
      queryKey: ['repositories'],
      queryFn: ({ pageParam }) => fetchPage(pageParam),
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.nextCursor,
    })
    return <DataList query={query} getKey={(repo) => repo.id} renderItem={(repo) => repo.name} />
  }

  it('goes from loading to the first page, then appends the next one', async () => {
    const fetchPage = vi.fn(async (cursor: string | null) =>
      cursor === null ? page([{ id: '1', name: 'alpha' }], 2, 'c1') : page([{ id: '2', name: 'beta' }], 2),
    )
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    renderWithI18n(
      <QueryClientProvider client={client}>
        <Repositories fetchPage={fetchPage} />
      </QueryClientProvider>,
    )
    expect(screen.getByRole('status').textContent).toBe('Loading...')
    expect(await screen.findByText('alpha')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }))
    expect(await screen.findByText('beta')).toBeTruthy()
    expect(fetchPage).toHaveBeenLastCalledWith('c1')
    expect(screen.getAllByRole('listitem')).toHaveLength(2)
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull()
  })
})
