import { createFileRoute, redirect } from '@tanstack/react-router'
import { redirectIfSignedIn } from '@/features/auth/guards'
import { PageVerify } from '@/features/auth/page-verify'
import { verifySearchSchema } from '@/features/auth/schema'
import { submitVerifyForm } from '@/features/auth/sign-in-forms.server'
import { routeTitle } from '@/features/shell/route-title'
import { handleAuthRequest } from '@/server/auth/handler'
import { serverConfig } from '@/server/config'

export const Route = createFileRoute('/login/verify')({
  validateSearch: verifySearchSchema,
  beforeLoad: ({ context, search }) => {
    redirectIfSignedIn(context, search.redirect)
    // A missing or malformed address cannot receive a code: back to the e-mail form.
    if (!search.email) throw redirect({ to: '/login', search: { redirect: search.redirect } })
  },
  head: ({ match }) => routeTitle(match.context, 'auth:verify.pageTitle'),
  server: {
    handlers: {
      POST: ({ request }) =>
        submitVerifyForm(request, { authHandler: handleAuthRequest, baseUrl: serverConfig().baseUrl }),
    },
  },
  component: function VerifyRoute() {
    const { email = '', ...search } = Route.useSearch()
    const { signIn } = Route.useRouteContext()
    return <PageVerify email={email} search={search} codeExpiresInMinutes={signIn.codeExpiresInMinutes} />
  },
})
