import { createFileRoute, notFound } from '@tanstack/react-router'
import { PageDevMailbox, devMailboxQueryOptions } from '@/features/dev/page-dev-mailbox'
import { routeTitle } from '@/features/shell/route-title'

/** Development only: production builds answer 404 (and drop the page). */
export const Route = createFileRoute('/dev/mailbox')({
  beforeLoad: () => {
    if (!import.meta.env.DEV) throw notFound()
  },
  loader: ({ context }) =>
    import.meta.env.DEV ? context.queryClient.prefetchQuery(devMailboxQueryOptions) : undefined,
  head: ({ match }) => routeTitle(match.context, 'dev:mailbox.pageTitle'),
  component: import.meta.env.DEV ? PageDevMailbox : () => null,
})
