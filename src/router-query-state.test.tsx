import { QueryClient } from '@tanstack/react-query'
import { type AnyRouter, redirect } from '@tanstack/react-router'
import { describe, expect, it, vi } from 'vitest'
import { setupRouterQueryState } from './router-query-state'

/** The parts of a router the setup reads and writes. */
function routerLike({ isServer }: { isServer: boolean }) {
  const cleanups: Array<() => void> = []
  const router = {
    isServer,
    options: {
      dehydrate: async () => ({ other: 'kept' }),
      hydrate: vi.fn(async () => {}),
    },
    serverSsrLifecycle: undefined as AnyRouter['serverSsrLifecycle'],
    stores: { location: { get: () => ({ pathname: '/app' }) } },
    resolveRedirect: (error: { options: object }) => error,
    navigate: vi.fn(async () => {}),
  }
  const attach = () => {
    for (const onAttach of router.serverSsrLifecycle?.onServerSsrAttach ?? [])
      onAttach({ onCleanup: (cleanup: () => void) => cleanups.push(cleanup) } as never)
  }
  return { router, attach, cleanUp: () => cleanups.forEach((cleanup) => cleanup()) }
}

describe('setupRouterQueryState', () => {
  it('sends the server’s query cache with the router’s state, nothing pending, and clears it with the request', async () => {
    const { router, attach, cleanUp } = routerLike({ isServer: true })
    const queryClient = new QueryClient()
    setupRouterQueryState(router as unknown as AnyRouter, queryClient)
    attach()
    queryClient.setQueryData(['repositories'], [{ id: 'r1' }])

    const dehydrated = (await router.options.dehydrate()) as unknown as Record<string, unknown> & {
      queries: { queries: Array<{ queryKey: unknown; state: { data: unknown } }> }
    }
    expect(dehydrated.other).toBe('kept')
    expect(dehydrated.queries.queries.map((query) => [query.queryKey, query.state.data])).toEqual([
      [['repositories'], [{ id: 'r1' }]],
    ])
    // No stream nor promise: the router can add its scripts to the HTML string directly.
    expect(JSON.stringify(dehydrated)).not.toContain('ReadableStream')
    cleanUp()
    expect(queryClient.getQueryCache().getAll()).toEqual([])
  })

  it('fills the browser’s cache before the first render, after the router’s own hydration', async () => {
    const server = new QueryClient()
    server.setQueryData(['users', ''], { items: ['ada'] })
    const { router: serverRouter } = routerLike({ isServer: true })
    setupRouterQueryState(serverRouter as unknown as AnyRouter, server)
    const state = await serverRouter.options.dehydrate()

    const { router } = routerLike({ isServer: false })
    const ownHydrate = router.options.hydrate
    const browser = new QueryClient()
    setupRouterQueryState(router as unknown as AnyRouter, browser)
    await (router.options.hydrate as (state: unknown) => Promise<void>)(state)
    expect(ownHydrate).toHaveBeenCalledWith(state)
    expect(browser.getQueryData(['users', ''])).toEqual({ items: ['ada'] })
  })

  it('follows a redirect a query or a mutation answers with, from where the person is', async () => {
    const { router } = routerLike({ isServer: false })
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    setupRouterQueryState(router as unknown as AnyRouter, queryClient)

    await queryClient
      .fetchQuery({ queryKey: ['lost'], queryFn: () => Promise.reject(redirect({ to: '/login' })) })
      .catch(() => {})
    expect(router.navigate).toHaveBeenCalledWith(
      expect.objectContaining({ to: '/login', _fromLocation: { pathname: '/app' } }),
    )

    await queryClient
      .getMutationCache()
      .build(queryClient, { mutationFn: () => Promise.reject(redirect({ to: '/onboarding' })) })
      .execute(undefined)
      .catch(() => {})
    expect(router.navigate).toHaveBeenLastCalledWith(expect.objectContaining({ to: '/onboarding' }))
  })
})
