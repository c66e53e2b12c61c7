import { createFileRoute } from '@tanstack/react-router'
import { PageRepositoryCreate } from '@/features/repository/page-repository-form'
import { routeTitle } from '@/features/shell/route-title'

export const Route = createFileRoute('/manager/repositories/new')({
  head: ({ match }) => routeTitle(match.context, 'repository:create.title'),
  component: PageRepositoryCreate,
})
