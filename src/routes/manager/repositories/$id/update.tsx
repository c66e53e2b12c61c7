import { createFileRoute } from '@tanstack/react-router'
import { documentTitle } from '@/components/page-title'
import { loadRepository } from '@/features/repository/load-repository'
import { PageRepositoryUpdate } from '@/features/repository/page-repository-form'
import { RepositoryNotFound } from '@/features/repository/repository-not-found'

export const Route = createFileRoute('/manager/repositories/$id/update')({
  loader: ({ context, params }) => loadRepository(context.queryClient, params.id),
  head: ({ loaderData }) => ({ meta: [{ title: documentTitle(loaderData?.name) }] }),
  notFoundComponent: () => <RepositoryNotFound area="manager" />,
  component: function UpdateRepositoryRoute() {
    return <PageRepositoryUpdate id={Route.useParams().id} />
  },
})
