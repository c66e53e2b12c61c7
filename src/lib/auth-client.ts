import type { createBetterAuthClient } from './auth-client-instance'

export type AuthClient = ReturnType<typeof createBetterAuthClient>

let loading: Promise<AuthClient> | undefined

/**
 * The browser client of /api/auth on this site's own origin. It is only used on a user action (sign out,
 * impersonate, stop impersonating), so it loads then (about 15 KB gzip) rather than with every page;
 * call it early (on focus or pointer down) to have it ready by the click.
 */
export function loadAuthClient(): Promise<AuthClient> {
  loading ??= import('./auth-client-instance').then((module) => module.createBetterAuthClient())
  return loading
}
