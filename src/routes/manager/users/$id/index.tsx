import { createFileRoute } from '@tanstack/react-router'
import { documentTitle } from '@/components/page-title'
import { loadUser } from '@/features/user/load-user'
import { PageUser } from '@/features/user/page-user'
import { UserNotFound } from '@/features/user/user-not-found'

export const Route = createFileRoute('/manager/users/$id/')({
  loader: ({ context, params }) => loadUser(context.queryClient, params.id),
  head: ({ loaderData }) => ({ meta: [{ title: documentTitle(loaderData?.name) }] }),
  notFoundComponent: () => <UserNotFound />,
  component: function ManagerUserRoute() {
    return <PageUser id={Route.useParams().id} />
  },
})
