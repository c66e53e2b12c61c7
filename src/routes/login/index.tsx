import { createFileRoute } from '@tanstack/react-router'
import { redirectIfSignedIn } from '@/features/auth/guards'
import { PageLogin } from '@/features/auth/page-login'
import { routeTitle } from '@/lib/route-title'
import { redirectSearchSchema } from '@/lib/search-params'

export const Route = createFileRoute('/login/')({
  validateSearch: redirectSearchSchema,
  beforeLoad: ({ context, search }) => redirectIfSignedIn(context, search.redirect),
  head: ({ match }) => routeTitle(match.context, 'auth:login.pageTitle'),
  component: function LoginRoute() {
    return <PageLogin search={Route.useSearch()} />
  },
})
