import { createFileRoute } from '@tanstack/react-router'
import { Page__Entity__Create } from '@/features/__entity__/page-__entity__-form'
import { routeTitle } from '@/features/shell/route-title'

export const Route = createFileRoute('/manager/__entities__/new')({
  head: ({ match }) => routeTitle(match.context, '__entity__:create.title'),
  component: Page__Entity__Create,
})
