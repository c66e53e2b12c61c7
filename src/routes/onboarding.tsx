import { createFileRoute, redirect } from '@tanstack/react-router'
import { AuthLayout } from '@/features/auth/auth-layout'
import { redirectIfSignedIn } from '@/features/auth/guards'
import { PageOnboarding } from '@/features/onboarding/page-onboarding'
import { routeTitle } from '@/features/shell/route-title'
import { redirectSearchSchema } from '@/lib/validation/search-params'

export const Route = createFileRoute('/onboarding')({
  validateSearch: redirectSearchSchema,
  beforeLoad: ({ context, search, location }) => {
    if (!context.session) throw redirect({ to: '/login', search: { redirect: location.href } })
    if (context.session.user.name.trim()) redirectIfSignedIn(context, search.redirect)
    return { session: context.session }
  },
  head: ({ match }) => routeTitle(match.context, 'auth:onboarding.pageTitle'),
  component: function OnboardingRoute() {
    const { session } = Route.useRouteContext()
    return (
      <AuthLayout>
        <PageOnboarding email={session.user.email} redirect={Route.useSearch().redirect} />
      </AuthLayout>
    )
  },
})
