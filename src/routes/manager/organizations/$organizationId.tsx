import { createFileRoute } from '@tanstack/react-router'
import { documentTitle } from '@/components/page-title'
import { loadManagedOrganization } from '@/features/organization/load-organization'
import { OrganizationNotFound } from '@/features/organization/organization-not-found'
import { PageManagerOrganization } from '@/features/organization/page-manager-organization'

export const Route = createFileRoute('/manager/organizations/$organizationId')({
  loader: ({ context, params }) => loadManagedOrganization(context.queryClient, params.organizationId),
  head: ({ loaderData }) => ({ meta: [{ title: documentTitle(loaderData?.name) }] }),
  notFoundComponent: () => <OrganizationNotFound area="manager" />,
  component: function ManagerOrganizationRoute() {
    return <PageManagerOrganization id={Route.useParams().organizationId} />
  },
})
