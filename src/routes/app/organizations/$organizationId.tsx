import { createFileRoute } from '@tanstack/react-router'
import { documentTitle } from '@/components/page-title'
import { loadMyOrganization } from '@/features/organization/load-organization'
import { OrganizationNotFound } from '@/features/organization/organization-not-found'
import { PageOrganization } from '@/features/organization/page-organization'

export const Route = createFileRoute('/app/organizations/$organizationId')({
  loader: ({ context, params }) => loadMyOrganization(context.queryClient, params.organizationId),
  head: ({ loaderData }) => ({ meta: [{ title: documentTitle(loaderData?.name) }] }),
  notFoundComponent: () => <OrganizationNotFound area="app" />,
  component: function AppOrganizationRoute() {
    return <PageOrganization organizationId={Route.useParams().organizationId} />
  },
})
