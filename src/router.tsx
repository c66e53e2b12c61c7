import { QueryClient } from '@tanstack/react-query'
import { createRouter } from '@tanstack/react-router'
import { skipDehydrationOfDocumentOnlyPages } from '@/components/document/document-only'
import { ErrorPage } from '@/components/errors/error-page'
import { RouteError } from '@/components/errors/route-error'
import { requestCspNonce } from '@/lib/http/csp-nonce'
import { loadPageNamespaces } from '@/features/shell/i18n-for-language'
import { retryUnlessRefused } from '@/lib/http/query-retry'
import { setupRouterQueryState } from './router-query-state'
import { routeTree } from './routeTree.gen'

const ONE_MINUTE = 60 * 1000
const FIVE_MINUTES = 5 * ONE_MINUTE

export function getRouter() {
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: {
        // Fresh for a minute, so hydration fetches nothing again. Mutations invalidate what they change.
        staleTime: ONE_MINUTE,
        gcTime: FIVE_MINUTES,
        retry: typeof window === 'undefined' ? 0 : retryUnlessRefused,
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
      },
    },
  })

  const router = createRouter({
    routeTree,
    context: { queryClient },
    scrollRestoration: true,
    defaultPreload: 'intent',
    defaultPreloadDelay: 50,
    defaultPreloadStaleTime: 0,
    defaultPendingMs: 1000,
    defaultPendingMinMs: 500,
    defaultGcTime: FIVE_MINUTES,
    defaultNotFoundComponent: () => <ErrorPage status={404} />,
    defaultErrorComponent: RouteError,
    // The CSP nonce of this request: TanStack puts it on its hydration scripts, HeadContent and Scripts.
    ssr: { nonce: requestCspNonce() },
    // The browser loads only the translations the server used for the page (PageNamespaces) before it hydrates.
    hydrate: () => loadPageNamespaces(),
  })
  setupRouterQueryState(router, queryClient)
  skipDehydrationOfDocumentOnlyPages(router)
  return router
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof getRouter>
  }
}

declare module '@tanstack/react-start' {
  interface Register {
    // Set by the server entry for every request.
    server: { requestContext: { cspNonce?: string } }
  }
}
