import { createFileRoute } from '@tanstack/react-router'
import { PageApiDocs } from '@/features/api-docs/page-api-docs'
import { apiReferenceQueryOptions } from '@/features/api-docs/queries'
import { routeTitle } from '@/features/shell/route-title'

export const Route = createFileRoute('/manager/api')({
  loader: ({ context }) => context.queryClient.ensureQueryData(apiReferenceQueryOptions),
  head: ({ match }) => routeTitle(match.context, 'api-docs:title'),
  component: PageApiDocs,
})
