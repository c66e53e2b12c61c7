import { createFileRoute } from '@tanstack/react-router'
import { loadMyInvitation } from '@/features/organization/load-organization'
import { InvitationNotFound } from '@/features/organization/organization-not-found'
import { PageInvitation } from '@/features/organization/page-invitation'
import { routeTitle } from '@/features/shell/route-title'

// The link of the invitation e-mail. An anonymous visitor is sent to sign in first (the /app guard),
// then comes back here.
export const Route = createFileRoute('/app/organizations/invitations/$invitationId')({
  loader: ({ context, params }) => loadMyInvitation(context.queryClient, params.invitationId),
  head: ({ match }) => routeTitle(match.context, 'organization:invitation.title'),
  notFoundComponent: () => <InvitationNotFound />,
  component: function AppInvitationRoute() {
    return (
      <PageInvitation invitationId={Route.useParams().invitationId} notRecipient={Route.useLoaderData().notRecipient} />
    )
  },
})
