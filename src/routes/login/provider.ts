import { createFileRoute } from '@tanstack/react-router'
import { startProviderSignIn } from '@/features/auth/sign-in-forms.server'
import { productSignInForms } from '@/features/auth/product-sign-in-forms.server'

// A provider button's link: starts the sign-in with GitHub or the OpenID Connect provider.
export const Route = createFileRoute('/login/provider')({
  server: {
    handlers: {
      GET: ({ request }) => startProviderSignIn(request, productSignInForms()),
    },
  },
})
