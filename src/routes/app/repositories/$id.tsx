import { createFileRoute } from '@tanstack/react-router'
import { documentTitle } from '@/components/page-title'
import { loadRepository } from '@/features/repository/load-repository'
import { PageRepository } from '@/features/repository/page-repository'
import { RepositoryNotFound } from '@/features/repository/repository-not-found'

export const Route = createFileRoute('/app/repositories/$id')({
  staticData: { fullScreenOnPhone: true },
  loader: ({ context, params }) => loadRepository(context.queryClient, params.id),
  head: ({ loaderData }) => ({ meta: [{ title: documentTitle(loaderData?.name) }] }),
  notFoundComponent: () => <RepositoryNotFound area="app" />,
  component: function AppRepositoryRoute() {
    return <PageRepository area="app" id={Route.useParams().id} />
  },
})
