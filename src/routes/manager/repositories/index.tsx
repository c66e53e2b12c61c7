import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { PageRepositories } from '@/features/repository/page-repositories'
import { repositoriesQueryOptions } from '@/features/repository/queries'
import { searchTermSearchSchema } from '@/lib/validation/search-params'
import { routeTitle } from '@/features/shell/route-title'

export const Route = createFileRoute('/manager/repositories/')({
  validateSearch: searchTermSearchSchema,
  search: { middlewares: [stripSearchParams({ searchTerm: '' })] },
  loaderDeps: ({ search }) => ({ searchTerm: search.searchTerm }),
  loader: ({ context, deps }) => context.queryClient.prefetchInfiniteQuery(repositoriesQueryOptions(deps.searchTerm)),
  head: ({ match }) => routeTitle(match.context, 'repository:pageTitle'),
  component: function ManagerRepositoriesRoute() {
    return <PageRepositories area="manager" searchTerm={Route.useSearch().searchTerm} />
  },
})
