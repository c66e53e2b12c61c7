import type { createBetterAuthClient } from './auth-client-instance'

export type AuthClient = ReturnType<typeof createBetterAuthClient>

let loading: Promise<AuthClient> | undefined

/**
 * Used only on a user action, so it loads then (about 15 KB gzip) rather than with every page; call it early
 * (on focus or pointer down) to have it ready by the click.
 */
export function loadAuthClient(): Promise<AuthClient> {
  loading ??= import('./auth-client-instance').then((module) => module.createBetterAuthClient())
  return loading
}
