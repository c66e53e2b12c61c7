import { createFileRoute, redirect } from '@tanstack/react-router'
import { loginErrorSearchSchema } from '@/features/auth/schema'

export const Route = createFileRoute('/')({
  // better-auth sends a sign-in it refused here when it cannot tell where the sign-in started (a SAML answer
  // posted twice): the error page says why.
  validateSearch: loginErrorSearchSchema,
  beforeLoad: ({ search }) => {
    throw search.error ? redirect({ to: '/login/error', search: { error: search.error } }) : redirect({ to: '/login' })
  },
})
