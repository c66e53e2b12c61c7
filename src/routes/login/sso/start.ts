import { createFileRoute } from '@tanstack/react-router'
import { productSignInForms } from '@/features/auth/product-sign-in-forms.server'
import { startSsoSignIn } from '@/features/auth/sign-in-forms.server'

// The /login/sso page's link: starts the sign-in at the address's organisation provider.
export const Route = createFileRoute('/login/sso/start')({
  server: {
    handlers: {
      GET: ({ request }) => startSsoSignIn(request, productSignInForms()),
    },
  },
})
