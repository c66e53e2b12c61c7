import { createHmac } from 'node:crypto'
import type { BetterAuthPlugin } from 'better-auth'
import { APIError, createAuthMiddleware, isAPIError } from 'better-auth/api'
import { CLIENT_IP_HEADER } from './client-ip'
import { clientNetwork } from './client-network'
import type { KnownDeviceLookup } from './known-device'
import type { RateLimitRule, RateLimitStore } from './rate-limit-store'

/**
 * The codes of a change of address have their own counters: requesting one for someone else's address
 * sends them a notice rather than a code, so sharing the count would let anyone with an account lock
 * that person out of signing in.
 */
type Bucket = 'code' | 'change-email'

export const CODE_REQUEST_PATHS: Readonly<Record<string, { field: 'email' | 'newEmail'; bucket: Bucket }>> = {
  '/email-otp/send-verification-otp': { field: 'email', bucket: 'code' },
  '/email-otp/request-password-reset': { field: 'email', bucket: 'code' },
  '/forget-password/email-otp': { field: 'email', bucket: 'code' },
  '/email-otp/request-email-change': { field: 'newEmail', bucket: 'change-email' },
}

/** The endpoints that accept a code: a right code proves the mailbox is the caller's. */
export const CODE_CONFIRM_PATHS: Readonly<Record<string, { field: 'email' | 'newEmail'; bucket: Bucket }>> = {
  '/sign-in/email-otp': { field: 'email', bucket: 'code' },
  '/email-otp/verify-email': { field: 'email', bucket: 'code' },
  '/email-otp/reset-password': { field: 'email', bucket: 'code' },
  '/email-otp/change-email': { field: 'newEmail', bucket: 'change-email' },
}

// better-auth's own answer when a rate limit is reached, so that the pages show the same message.
const TOO_MANY_REQUESTS_MESSAGE = 'Too many requests. Please try again later.'

export function tooManyRequestsResponse(retryAfter: number) {
  return new Response(JSON.stringify({ message: TOO_MANY_REQUESTS_MESSAGE }), {
    status: 429,
    statusText: 'Too Many Requests',
    headers: { 'Content-Type': 'application/json', 'X-Retry-After': String(retryAfter) },
  })
}

export function normaliseAddress(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined
  const address = value.trim().toLowerCase()
  return address.includes('@') ? address : undefined
}

/** An HMAC, so a stolen table cannot be matched against a list of addresses. */
export function addressKey(address: string, secret: string, bucket: Bucket = 'code') {
  return `address:${bucket === 'code' ? '' : `${bucket}:`}${addressDigest(address, secret)}`
}

export function addressDigest(address: string, secret: string) {
  return createHmac('sha256', secret).update(address).digest('base64url')
}

export function addressOf(body: unknown, field: 'email' | 'newEmail') {
  return normaliseAddress(body && typeof body === 'object' ? (body as Record<string, unknown>)[field] : undefined)
}

/** A refusal over a limit: over HTTP the very response of better-auth's limiter; a server-side call gets an error. */
export function overLimitRefusal(request: Request | undefined, resetsIn: number) {
  if (request) return tooManyRequestsResponse(resetsIn)
  throw new APIError('TOO_MANY_REQUESTS', { message: TOO_MANY_REQUESTS_MESSAGE }, { 'X-Retry-After': String(resetsIn) })
}

/** Whether an endpoint answered with success (a right code, a registered passkey), not a refusal. */
export function endpointSucceeded(returned: unknown) {
  if (returned === undefined || isAPIError(returned) || returned instanceof Error) return false
  return !(returned instanceof Response && !returned.ok)
}

export function addressNetworkKey(address: string, network: string, secret: string, bucket: Bucket = 'code') {
  return `address-network:${bucket}:${addressDigest(`${address} ${network}`, secret)}`
}

/** The count of a browser that signed in to the address's account before (its device hash). */
export function addressDeviceKey(address: string, device: string, secret: string, bucket: Bucket = 'code') {
  return `address-device:${bucket}:${addressDigest(`${address} ${device}`, secret)}`
}

/** The code e-mails one client network asked for, to any addresses. */
export function networkKey(network: string) {
  return `network:code:${network}`
}

function networkOf(headers: Headers | undefined) {
  return clientNetwork(headers?.get(CLIENT_IP_HEADER))
}

/**
 * A network over its `perAddressPerNetwork` limit for an address is refused without counting towards the
 * address's, so a stranger asking from one network cannot stop the owner, on another, from getting codes. A
 * network over `perNetwork`, whatever the addresses, is refused: one network cannot make the product mail
 * thousands of strangers. A browser that signed in to the address's account before (its device cookie) has a count
 * of its own instead of the address's, as large as a network's: strangers cannot lock the owner out of it. Known and
 * unknown addresses get the same answers. A right code starts the address's counts again.
 */
export function addressRateLimit(options: {
  store: RateLimitStore
  perNetwork: RateLimitRule
  perAddressPerNetwork: RateLimitRule
  perAddress: RateLimitRule
  knownDevice: KnownDeviceLookup
  secret: string
}) {
  const { store, perNetwork, perAddressPerNetwork, perAddress, knownDevice, secret } = options
  return {
    id: 'threshold-address-rate-limit',
    hooks: {
      before: [
        {
          matcher: (context) => Boolean(context.path && Object.hasOwn(CODE_REQUEST_PATHS, context.path)),
          handler: createAuthMiddleware(async (ctx) => {
            const endpoint = CODE_REQUEST_PATHS[ctx.path ?? '']
            const address = endpoint && addressOf(ctx.body, endpoint.field)
            // No address: better-auth refuses the request itself (400) and sends nothing.
            if (!endpoint || !address) return
            const network = networkOf(ctx.headers)
            const fromNetworkToAnyone = await store.hit(networkKey(network), perNetwork.window)
            if (fromNetworkToAnyone.count > perNetwork.max)
              return overLimitRefusal(ctx.request, fromNetworkToAnyone.resetsIn)
            const device = await knownDevice(ctx, address)
            if (device) {
              const fromDevice = await store.hit(
                addressDeviceKey(address, device, secret, endpoint.bucket),
                perAddressPerNetwork.window,
              )
              if (fromDevice.count > perAddressPerNetwork.max) return overLimitRefusal(ctx.request, fromDevice.resetsIn)
              return
            }
            const fromNetwork = await store.hit(
              addressNetworkKey(address, network, secret, endpoint.bucket),
              perAddressPerNetwork.window,
            )
            if (fromNetwork.count > perAddressPerNetwork.max) return overLimitRefusal(ctx.request, fromNetwork.resetsIn)
            const overall = await store.hit(addressKey(address, secret, endpoint.bucket), perAddress.window)
            if (overall.count > perAddress.max) return overLimitRefusal(ctx.request, overall.resetsIn)
          }),
        },
      ],
      after: [
        {
          matcher: (context) => Boolean(context.path && Object.hasOwn(CODE_CONFIRM_PATHS, context.path)),
          handler: createAuthMiddleware(async (ctx) => {
            const endpoint = CODE_CONFIRM_PATHS[ctx.path ?? '']
            const address = endpoint && addressOf(ctx.body, endpoint.field)
            if (!endpoint || !address || !endpointSucceeded(ctx.context.returned)) return
            await store.reset(addressKey(address, secret, endpoint.bucket))
            await store.reset(addressNetworkKey(address, networkOf(ctx.headers), secret, endpoint.bucket))
            const device = await knownDevice(ctx, address)
            if (device) await store.reset(addressDeviceKey(address, device, secret, endpoint.bucket))
          }),
        },
      ],
    },
  } satisfies BetterAuthPlugin
}
