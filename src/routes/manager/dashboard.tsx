import { createFileRoute } from '@tanstack/react-router'
import { PageDashboard } from '@/features/dashboard/page-dashboard'
import { dashboardQueryOptions } from '@/features/dashboard/queries'
import { routeTitle } from '@/features/shell/route-title'

export const Route = createFileRoute('/manager/dashboard')({
  loader: ({ context }) => context.queryClient.ensureQueryData(dashboardQueryOptions),
  head: ({ match }) => routeTitle(match.context, 'dashboard:title'),
  component: PageDashboard,
})
