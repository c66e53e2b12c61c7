import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { PageManagerOrganizations } from '@/features/organization/page-manager-organizations'
import { allOrganizationsQueryOptions } from '@/features/organization/queries'
import { searchTermSearchSchema } from '@/lib/validation/search-params'
import { routeTitle } from '@/features/shell/route-title'

export const Route = createFileRoute('/manager/organizations/')({
  validateSearch: searchTermSearchSchema,
  search: { middlewares: [stripSearchParams({ searchTerm: '' })] },
  loaderDeps: ({ search }) => ({ searchTerm: search.searchTerm }),
  loader: ({ context, deps }) =>
    context.queryClient.prefetchInfiniteQuery(allOrganizationsQueryOptions(deps.searchTerm)),
  head: ({ match }) => routeTitle(match.context, 'organization:manager.title'),
  component: function ManagerOrganizationsRoute() {
    return <PageManagerOrganizations searchTerm={Route.useSearch().searchTerm} />
  },
})
