import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { Page__Entities__ } from '@/features/__entity__/page-__entities__'
import { __entitiesCamel__QueryOptions } from '@/features/__entity__/queries'
import { routeTitle } from '@/features/shell/route-title'
import { searchTermSearchSchema } from '@/lib/validation/search-params'

export const Route = createFileRoute('/manager/__entities__/')({
  validateSearch: searchTermSearchSchema,
  search: { middlewares: [stripSearchParams({ searchTerm: '' })] },
  loaderDeps: ({ search }) => ({ searchTerm: search.searchTerm }),
  loader: ({ context, deps }) =>
    context.queryClient.prefetchInfiniteQuery(__entitiesCamel__QueryOptions(deps.searchTerm)),
  head: ({ match }) => routeTitle(match.context, '__entity__:pageTitle'),
  component: function Manager__Entities__Route() {
    return <Page__Entities__ area="manager" searchTerm={Route.useSearch().searchTerm} />
  },
})
