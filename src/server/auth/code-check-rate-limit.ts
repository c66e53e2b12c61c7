import type { BetterAuthPlugin } from 'better-auth'
import { createAuthMiddleware } from 'better-auth/api'
import { CODE_CONFIRM_PATHS, acceptedCode, addressDigest, addressOf, overLimitRefusal } from './address-rate-limit'
import type { RateLimitRule, RateLimitStore } from './rate-limit-store'

function checksKey(address: string, secret: string, bucket: string) {
  return `address-checks:${bucket}:${addressDigest(address, secret)}`
}

/**
 * Across all the codes an address is sent and whatever the IP: a new code would otherwise bring new tries.
 * Every check is counted before it runs, so that simultaneous guesses cannot all slip under the limit; a
 * right code starts the count again.
 */
export function codeCheckRateLimit(options: { store: RateLimitStore; rule: RateLimitRule; secret: string }) {
  const { store, rule, secret } = options
  const endpointOf = (path: string | undefined) =>
    path && Object.hasOwn(CODE_CONFIRM_PATHS, path) ? CODE_CONFIRM_PATHS[path] : undefined
  return {
    id: 'threshold-code-check-rate-limit',
    hooks: {
      before: [
        {
          matcher: (context) => Boolean(endpointOf(context.path)),
          handler: createAuthMiddleware(async (ctx) => {
            const endpoint = endpointOf(ctx.path)
            const address = endpoint && addressOf(ctx.body, endpoint.field)
            if (!endpoint || !address) return
            const { count, resetsIn } = await store.hit(checksKey(address, secret, endpoint.bucket), rule.window)
            if (count <= rule.max) return
            return overLimitRefusal(ctx.request, resetsIn)
          }),
        },
      ],
      after: [
        {
          matcher: (context) => Boolean(endpointOf(context.path)),
          handler: createAuthMiddleware(async (ctx) => {
            const endpoint = endpointOf(ctx.path)
            const address = endpoint && addressOf(ctx.body, endpoint.field)
            if (!endpoint || !address || !acceptedCode(ctx.context.returned)) return
            await store.reset(checksKey(address, secret, endpoint.bucket))
          }),
        },
      ],
    },
  } satisfies BetterAuthPlugin
}
