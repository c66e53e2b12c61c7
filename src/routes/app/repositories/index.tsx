import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { PageRepositories } from '@/features/repository/page-repositories'
import { repositoriesQueryOptions } from '@/features/repository/queries'
import { searchTermSearchSchema } from '@/lib/validation/search-params'
import { routeTitle } from '@/features/shell/route-title'

export const Route = createFileRoute('/app/repositories/')({
  validateSearch: searchTermSearchSchema,
  search: { middlewares: [stripSearchParams({ searchTerm: '' })] },
  loaderDeps: ({ search }) => ({ searchTerm: search.searchTerm }),
  loader: ({ context, deps }) => context.queryClient.prefetchInfiniteQuery(repositoriesQueryOptions(deps.searchTerm)),
  head: ({ match }) => routeTitle(match.context, 'repository:pageTitle'),
  component: function AppRepositoriesRoute() {
    return <PageRepositories area="app" searchTerm={Route.useSearch().searchTerm} />
  },
})
