import { createFileRoute } from '@tanstack/react-router'
import { PageAppHome } from '@/features/shell/page-app-home'
import { routeTitle } from '@/features/shell/route-title'

export const Route = createFileRoute('/app/')({
  head: ({ match }) => routeTitle(match.context, 'layout:nav.home'),
  component: PageAppHome,
})
