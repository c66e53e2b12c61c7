import { createFileRoute } from '@tanstack/react-router'
import { PageOrganizations } from '@/features/organization/page-organizations'
import { myOrganizationsQueryOptions } from '@/features/organization/queries'
import { routeTitle } from '@/features/shell/route-title'

export const Route = createFileRoute('/app/organizations/')({
  loader: ({ context }) => context.queryClient.ensureQueryData(myOrganizationsQueryOptions()),
  head: ({ match }) => routeTitle(match.context, 'organization:list.title'),
  component: PageOrganizations,
})
