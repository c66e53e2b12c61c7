import { createFileRoute } from '@tanstack/react-router'
import { redirectIfSignedIn } from '@/features/auth/guards'
import { PageLogin } from '@/features/auth/page-login'
import { loginSearchSchema } from '@/features/auth/schema'
import { routeTitle } from '@/lib/route-title'

export const Route = createFileRoute('/login/')({
  validateSearch: loginSearchSchema,
  beforeLoad: ({ context, search }) => redirectIfSignedIn(context, search.redirect),
  head: ({ match }) => routeTitle(match.context, 'auth:login.pageTitle'),
  component: function LoginRoute() {
    return <PageLogin search={Route.useSearch()} />
  },
})
