import { createFileRoute } from '@tanstack/react-router'
import { documentTitle } from '@/components/page-title'
import { load__Entity__ } from '@/features/__entity__/load-__entity__'
import { Page__Entity__ } from '@/features/__entity__/page-__entity__'
import { __Entity__NotFound } from '@/features/__entity__/__entity__-not-found'

export const Route = createFileRoute('/manager/__entities__/$id/')({
  loader: ({ context, params }) => load__Entity__(context.queryClient, params.id),
  head: ({ loaderData }) => ({ meta: [{ title: documentTitle(loaderData?.name) }] }),
  notFoundComponent: () => <__Entity__NotFound area="manager" />,
  component: function Manager__Entity__Route() {
    return <Page__Entity__ area="manager" id={Route.useParams().id} />
  },
})
