import { createFileRoute } from '@tanstack/react-router'
import { redirectIfSignedIn } from '@/features/auth/guards'
import { PageLogin } from '@/features/auth/page-login'
import { loginSearchSchema } from '@/features/auth/schema'
import { submitLoginForm } from '@/features/auth/sign-in-forms.server'
import { productSignInForms } from '@/features/auth/product-sign-in-forms.server'
import { routeTitle } from '@/features/shell/route-title'

export const Route = createFileRoute('/login/')({
  validateSearch: loginSearchSchema,
  beforeLoad: ({ context, search }) => redirectIfSignedIn(context, search.redirect),
  head: ({ match }) => routeTitle(match.context, 'auth:login.pageTitle'),
  server: {
    handlers: {
      POST: ({ request }) => submitLoginForm(request, productSignInForms()),
    },
  },
  component: function LoginRoute() {
    return <PageLogin search={Route.useSearch()} />
  },
})
