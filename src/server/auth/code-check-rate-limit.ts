import type { BetterAuthPlugin } from 'better-auth'
import { createAuthMiddleware } from 'better-auth/api'
import { CODE_CONFIRM_PATHS, endpointSucceeded, addressDigest, addressOf, overLimitRefusal } from './address-rate-limit'
import type { KnownDeviceLookup } from './known-device'
import type { RateLimitRule, RateLimitStore } from './rate-limit-store'

function checksKey(address: string, secret: string, bucket: string, device?: string) {
  return device
    ? `address-device-checks:${bucket}:${addressDigest(`${address} ${device}`, secret)}`
    : `address-checks:${bucket}:${addressDigest(address, secret)}`
}

/**
 * Across all the codes an address is sent and whatever the IP: a new code would otherwise bring new tries.
 * Every check is counted before it runs, so that simultaneous guesses cannot all slip under the limit; a
 * right code starts the count again. A browser that signed in to the address's account before (its device
 * cookie) has a count of its own: strangers' wrong guesses cannot lock the owner out of it.
 */
export function codeCheckRateLimit(options: {
  store: RateLimitStore
  rule: RateLimitRule
  knownDevice: KnownDeviceLookup
  secret: string
}) {
  const { store, rule, knownDevice, secret } = options
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
            const device = await knownDevice(ctx, address)
            const { count, resetsIn } = await store.hit(
              checksKey(address, secret, endpoint.bucket, device),
              rule.window,
            )
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
            if (!endpoint || !address || !endpointSucceeded(ctx.context.returned)) return
            await store.reset(checksKey(address, secret, endpoint.bucket))
            const device = await knownDevice(ctx, address)
            if (device) await store.reset(checksKey(address, secret, endpoint.bucket, device))
          }),
        },
      ],
    },
  } satisfies BetterAuthPlugin
}
