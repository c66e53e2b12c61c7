import { createFileRoute } from '@tanstack/react-router'
import { PageUserCreate } from '@/features/user/page-user-form'
import { routeTitle } from '@/features/shell/route-title'

export const Route = createFileRoute('/manager/users/new')({
  head: ({ match }) => routeTitle(match.context, 'user:create.title'),
  component: PageUserCreate,
})
