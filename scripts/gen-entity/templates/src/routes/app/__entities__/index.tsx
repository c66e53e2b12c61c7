import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { Page__Entities__ } from '@/features/__entity__/page-__entities__'
import { __entitiesCamel__QueryOptions } from '@/features/__entity__/queries'
import { __entitiesCamel__SearchSchema } from '@/features/__entity__/schema'
import { routeTitle } from '@/lib/route-title'

export const Route = createFileRoute('/app/__entities__/')({
  validateSearch: __entitiesCamel__SearchSchema,
  search: { middlewares: [stripSearchParams({ searchTerm: '' })] },
  loaderDeps: ({ search }) => ({ searchTerm: search.searchTerm }),
  loader: ({ context, deps }) => context.queryClient.prefetchInfiniteQuery(__entitiesCamel__QueryOptions(deps.searchTerm)),
  head: ({ match }) => routeTitle(match.context, '__entity__:pageTitle'),
  component: function App__Entities__Route() {
    return <Page__Entities__ area="app" searchTerm={Route.useSearch().searchTerm} />
  },
})
