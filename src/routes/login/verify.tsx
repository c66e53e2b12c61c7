import { createFileRoute, redirect } from '@tanstack/react-router'
import { redirectIfSignedIn } from '@/features/auth/guards'
import { PageVerify } from '@/features/auth/page-verify'
import { verifySearchSchema } from '@/features/auth/schema'
import { routeTitle } from '@/lib/route-title'

export const Route = createFileRoute('/login/verify')({
  validateSearch: verifySearchSchema,
  beforeLoad: ({ context, search }) => {
    redirectIfSignedIn(context, search.redirect)
    // A missing or malformed address cannot receive a code: back to the e-mail form.
    if (!search.email) throw redirect({ to: '/login', search: { redirect: search.redirect } })
  },
  head: ({ match }) => routeTitle(match.context, 'auth:verify.pageTitle'),
  component: function VerifyRoute() {
    const search = Route.useSearch()
    const { signIn } = Route.useRouteContext()
    return <PageVerify email={search.email ?? ''} redirect={search.redirect} codeExpiresInMinutes={signIn.codeExpiresInMinutes} />
  },
})
