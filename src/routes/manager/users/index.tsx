import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { PageUsers } from '@/features/user/page-users'
import { usersQueryOptions } from '@/features/user/queries'
import { searchTermSearchSchema } from '@/lib/validation/search-params'
import { routeTitle } from '@/features/shell/route-title'

export const Route = createFileRoute('/manager/users/')({
  validateSearch: searchTermSearchSchema,
  search: { middlewares: [stripSearchParams({ searchTerm: '' })] },
  loaderDeps: ({ search }) => ({ searchTerm: search.searchTerm }),
  loader: ({ context, deps }) => context.queryClient.prefetchInfiniteQuery(usersQueryOptions(deps.searchTerm)),
  head: ({ match }) => routeTitle(match.context, 'user:pageTitle'),
  component: function ManagerUsersRoute() {
    return <PageUsers searchTerm={Route.useSearch().searchTerm} />
  },
})
