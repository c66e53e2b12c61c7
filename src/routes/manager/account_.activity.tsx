import { createFileRoute } from '@tanstack/react-router'
import { PageActivity } from '@/features/account/page-activity'
import { prefetchActivityPage } from '@/features/account/queries'
import { routeTitle } from '@/features/shell/route-title'

export const Route = createFileRoute('/manager/account_/activity')({
  loader: ({ context }) => prefetchActivityPage(context.queryClient),
  head: ({ match }) => routeTitle(match.context, 'account:activity.title'),
  component: function ManagerActivityRoute() {
    return <PageActivity area="manager" />
  },
})
