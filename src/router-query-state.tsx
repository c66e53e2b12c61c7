import { type DehydratedState, dehydrate, hydrate, QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { type AnyRouter, isRedirect } from '@tanstack/react-router'
import { Fragment } from 'react'

/**
 * Hands the server's TanStack Query cache to the browser with the router's dehydrated state, as
 * @tanstack/react-router-ssr-query does, without its stream of queries started while rendering: a page is rendered
 * to one string once every loader has finished (decision 068), so no query can arrive after the render, and a state
 * with nothing pending lets the router add its scripts to the HTML string directly instead of passing the page
 * through its stream transform (decision 073).
 */
export function setupRouterQueryState(router: AnyRouter, queryClient: QueryClient) {
  const { dehydrate: dehydrateRouter, hydrate: hydrateRouter } = router.options
  if (router.isServer) {
    router.options.dehydrate = async () => ({ ...(await dehydrateRouter?.()), queries: dehydrate(queryClient) })
    // A request's cache is dropped with it.
    router.serverSsrLifecycle = {
      ...router.serverSsrLifecycle,
      onServerSsrAttach: [
        ...(router.serverSsrLifecycle?.onServerSsrAttach ?? []),
        (serverSsr) => serverSsr.onCleanup(() => queryClient.clear()),
      ],
    }
  } else {
    router.options.hydrate = async (dehydrated: { queries?: DehydratedState }) => {
      await hydrateRouter?.(dehydrated)
      if (dehydrated.queries) hydrate(queryClient, dehydrated.queries)
    }
    // A server function that answers with a redirect (a lost session) navigates there.
    const followRedirect = (error: unknown) => {
      if (!isRedirect(error)) return
      error.options._fromLocation = router.stores.location.get()
      return router.navigate(router.resolveRedirect(error).options)
    }
    const queries = queryClient.getQueryCache().config
    queryClient.getQueryCache().config = {
      ...queries,
      onError: (error, query) => followRedirect(error) ?? queries.onError?.(error, query),
    }
    const mutations = queryClient.getMutationCache().config
    queryClient.getMutationCache().config = {
      ...mutations,
      onError: (error, ...rest) => followRedirect(error) ?? mutations.onError?.(error, ...rest),
    }
  }
  const Wrap = router.options.Wrap ?? Fragment
  router.options.Wrap = ({ children }) => (
    <QueryClientProvider client={queryClient}>
      <Wrap>{children}</Wrap>
    </QueryClientProvider>
  )
}
