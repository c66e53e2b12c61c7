import { redirect } from '@tanstack/react-router'
import type { AppContext } from './app-context.functions'
import { destinationAfterSignIn } from './destination'

type GuardInput = { context: Partial<Pick<AppContext, 'session'>>; location: { href: string } }

/**
 * The longest path kept to come back to after signing in. The redirect answer carries it encoded in its
 * Location header, several times longer: a path of a few kilobytes made a header that proxies (nginx
 * answers 502 over its 4-8 KB buffers) and HTTP clients (16 KB) refuse. A longer one is dropped.
 */
export const MAX_RETURN_PATH_LENGTH = 2048

const returnPath = (href: string) => (href.length <= MAX_RETURN_PATH_LENGTH ? href : undefined)

/** beforeLoad guard: anonymous visitors go to /login (then back here), unnamed accounts to onboarding. */
export function requireSignedIn({ context, location }: GuardInput) {
  const { session } = context
  if (!session) throw redirect({ to: '/login', search: { redirect: returnPath(location.href) } })
  if (!session.user.name.trim()) throw redirect({ to: '/onboarding', search: { redirect: returnPath(location.href) } })
  return { session }
}

export function redirectIfSignedIn(context: Partial<Pick<AppContext, 'session'>>, redirectTo: string | undefined) {
  if (!context.session) return
  const destination = destinationAfterSignIn(context.session, redirectTo)
  throw destination.onboarding
    ? redirect({ to: '/onboarding', search: { redirect: destination.redirect } })
    : redirect({ href: destination.path })
}
