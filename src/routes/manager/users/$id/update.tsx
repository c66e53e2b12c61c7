import { createFileRoute } from '@tanstack/react-router'
import { documentTitle } from '@/components/page-title'
import { loadUser } from '@/features/user/load-user'
import { PageUserUpdate } from '@/features/user/page-user-form'
import { UserNotFound } from '@/features/user/user-not-found'

export const Route = createFileRoute('/manager/users/$id/update')({
  loader: ({ context, params }) => loadUser(context.queryClient, params.id),
  head: ({ loaderData }) => ({ meta: [{ title: documentTitle(loaderData?.name) }] }),
  notFoundComponent: () => <UserNotFound />,
  component: function UpdateUserRoute() {
    return <PageUserUpdate id={Route.useParams().id} />
  },
})
