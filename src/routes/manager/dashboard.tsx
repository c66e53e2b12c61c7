import { createFileRoute } from '@tanstack/react-router'
import { PageDashboard } from '@/features/dashboard/page-dashboard'
import { routeTitle } from '@/lib/route-title'

export const Route = createFileRoute('/manager/dashboard')({
  head: ({ match }) => routeTitle(match.context, 'common:manager.dashboard'),
  component: PageDashboard,
})
