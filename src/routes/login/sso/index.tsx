import { createFileRoute, redirect } from '@tanstack/react-router'
import { redirectIfSignedIn } from '@/features/auth/guards'
import { PageSsoSignIn } from '@/features/auth/page-sso-sign-in'
import { ssoSearchSchema } from '@/features/auth/schema'
import { findSsoSignIn } from '@/features/auth/sso-sign-in.functions'
import { routeTitle } from '@/features/shell/route-title'

// Where the e-mail form sends an address at an organisation's verified domain that has its own provider.
export const Route = createFileRoute('/login/sso/')({
  validateSearch: ssoSearchSchema,
  beforeLoad: ({ context, search }) => redirectIfSignedIn(context, search.redirect),
  loaderDeps: ({ search }) => ({ email: search.email }),
  loader: async ({ deps }) => {
    const destination = deps.email ? await findSsoSignIn({ data: { email: deps.email } }) : null
    // No such organisation (any more): the code form, with the address typed.
    if (!deps.email || !destination) throw redirect({ to: '/login', search: { email: deps.email } })
    return destination
  },
  head: ({ match }) => routeTitle(match.context, 'auth:sso.pageTitle'),
  component: function SsoSignInRoute() {
    const { email = '', redirect } = Route.useSearch()
    return <PageSsoSignIn email={email} redirect={redirect} destination={Route.useLoaderData()} />
  },
})
