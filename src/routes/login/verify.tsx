import { createFileRoute, redirect } from '@tanstack/react-router'
import { redirectIfSignedIn } from '@/features/auth/guards'
import { PageVerify } from '@/features/auth/page-verify'
import { verifySearchSchema } from '@/features/auth/schema'
import { submitVerifyForm } from '@/features/auth/sign-in-forms.server'
import { productSignInForms } from '@/features/auth/product-sign-in-forms.server'
import { routeTitle } from '@/features/shell/route-title'

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
      POST: ({ request }) => submitVerifyForm(request, productSignInForms()),
    },
  },
  component: function VerifyRoute() {
    const { email = '', ...search } = Route.useSearch()
    const { signIn } = Route.useRouteContext()
    return <PageVerify email={email} search={search} codeExpiresInMinutes={signIn.codeExpiresInMinutes} />
  },
})
