import type { BetterAuthPlugin } from 'better-auth'

export function matchesEndpointPath(path: string, template: string) {
  const segments = path.replace(/\/+$/, '').split('/')
  const expected = template.split('/')
  return (
    segments.length === expected.length &&
    expected.every((part, index) => (part.startsWith(':') ? (segments[index] ?? '') !== '' : part === segments[index]))
  )
}

/**
 * better-auth's `disabledPaths` closes the same list but compares paths literally: this also closes the
 * paths with a parameter (`/reset-password/:token`). Only the HTTP router runs `onRequest`; `auth.api`
 * calls from the product's server code pass.
 */
export function closedEndpoints(closedPaths: readonly string[]): BetterAuthPlugin {
  return {
    id: 'threshold-closed-endpoints',
    async onRequest(request, context) {
      const basePath = new URL(context.baseURL).pathname.replace(/\/+$/, '')
      const { pathname } = new URL(request.url)
      if (!pathname.startsWith(`${basePath}/`)) return
      const path = pathname.slice(basePath.length)
      if (closedPaths.some((template) => matchesEndpointPath(path, template))) {
        return { response: new Response('Not Found', { status: 404 }) }
      }
    },
  }
}
