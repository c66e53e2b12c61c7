import { createFileRoute } from '@tanstack/react-router'
import { PageLoginError } from '@/features/auth/page-login-error'
import { loginErrorSearchSchema } from '@/features/auth/schema'
import { routeTitle } from '@/features/shell/route-title'

export const Route = createFileRoute('/login/error')({
  validateSearch: loginErrorSearchSchema,
  head: ({ match }) => routeTitle(match.context, 'auth:loginError.pageTitle'),
  component: function LoginErrorRoute() {
    return <PageLoginError error={Route.useSearch().error} />
  },
})
