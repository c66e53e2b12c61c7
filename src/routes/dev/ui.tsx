import { createFileRoute, notFound } from '@tanstack/react-router'
import { PageUiGallery } from '@/features/dev/ui-gallery/page-ui-gallery'
import { routeTitle } from '@/features/shell/route-title'

/** Development only, like /dev/mailbox: production builds answer 404 (and drop the gallery). */
export const Route = createFileRoute('/dev/ui')({
  beforeLoad: () => {
    if (!import.meta.env.DEV) throw notFound()
  },
  head: ({ match }) => routeTitle(match.context, 'dev:uiGallery.pageTitle'),
  component: import.meta.env.DEV ? PageUiGallery : () => null,
})
