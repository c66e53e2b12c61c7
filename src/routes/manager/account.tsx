import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { PageAccount } from '@/features/account/page-account'
import { prefetchAccountPage } from '@/features/account/queries'
import { accountSearchDefaults, accountSearchSchema } from '@/features/account/search'
import { routeTitle } from '@/features/shell/route-title'

export const Route = createFileRoute('/manager/account')({
  validateSearch: accountSearchSchema,
  search: { middlewares: [stripSearchParams(accountSearchDefaults)] },
  loader: ({ context }) => prefetchAccountPage(context.queryClient),
  head: ({ match }) => routeTitle(match.context, 'account:pageTitle'),
  component: function ManagerAccountRoute() {
    return <PageAccount search={Route.useSearch()} area="manager" />
  },
})
