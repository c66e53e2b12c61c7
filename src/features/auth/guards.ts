import { redirect } from '@tanstack/react-router'
import type { AppContext } from './app-context.functions'
import { destinationAfterSignIn } from './destination'

type GuardInput = { context: Partial<Pick<AppContext, 'session'>>; location: { href: string } }

/** beforeLoad guard: anonymous visitors go to /login (then back here), unnamed accounts to onboarding. */
export function requireSignedIn({ context, location }: GuardInput) {
  const { session } = context
  if (!session) throw redirect({ to: '/login', search: { redirect: location.href } })
  if (!session.user.name.trim()) throw redirect({ to: '/onboarding', search: { redirect: location.href } })
  return { session }
}

/** beforeLoad guard of the sign-in pages: a signed-in visitor is sent on to where they were going. */
export function redirectIfSignedIn(context: Partial<Pick<AppContext, 'session'>>, redirectTo: string | undefined) {
  if (!context.session) return
  const destination = destinationAfterSignIn(context.session, redirectTo)
  throw destination.onboarding
    ? redirect({ to: '/onboarding', search: { redirect: destination.redirect } })
    : redirect({ href: destination.path })
}
