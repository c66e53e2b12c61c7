import { type LookupAddress, lookup as systemLookup } from 'node:dns'
import { request as httpRequest } from 'node:http'
import { request as httpsRequest } from 'node:https'
import { isIP } from 'node:net'
import { isPublicRoutableHost } from '@better-auth/core/utils/host'
import { OutboundCallError } from './outbound'

/** node:dns's lookup as node:net calls it (with `all: true` when it tries several addresses). */
export type ConnectLookup = typeof systemLookup

export interface OutboundPost {
  body: string
  headers: Record<string, string>
  /** Loopback, private and link-local addresses allowed (development and tests only). */
  allowPrivateAddresses: boolean
  timeoutMs?: number
  lookup?: ConnectLookup
}

export interface OutboundAnswer {
  status: number
  durationMs: number
}

/**
 * A lookup that refuses a name resolving to any address that is not public. Given to the connection itself, so the
 * address checked is the address connected to: a DNS record changed between a check and the call (rebinding) cannot
 * lead inside.
 */
function publicOnlyLookup(resolve: ConnectLookup, url: string): ConnectLookup {
  return ((hostname: string, options: object, callback: (...args: unknown[]) => void) => {
    resolve(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error)
      if (addresses.some((entry) => !isPublicRoutableHost(entry.address)))
        return callback(new OutboundCallError('private-address', url))
      if ((options as { all?: boolean }).all) return callback(null, addresses)
      const [first] = addresses
      callback(null, first?.address, first?.family)
    })
  }) as ConnectLookup
}

/**
 * POSTs to an address someone named (a webhook endpoint): http(s) only, no redirect followed (a 3xx is an answer),
 * a deadline, the answer's body discarded. Refused with `private-address` before any byte is sent when the address,
 * or any address its name resolves to, is loopback, private or link-local, unless allowed.
 */
export function postToNamedAddress(url: string, post: OutboundPost): Promise<OutboundAnswer> {
  const target = URL.parse(url)
  if (!target || (target.protocol !== 'https:' && target.protocol !== 'http:'))
    return Promise.reject(new OutboundCallError('unreachable', url))
  const hostname = target.hostname.replace(/^\[|\]$/g, '')
  if (!post.allowPrivateAddresses && isIP(hostname) && !isPublicRoutableHost(hostname))
    return Promise.reject(new OutboundCallError('private-address', url))

  const started = performance.now()
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest
  return new Promise((resolve, reject) => {
    const request = send(
      target,
      {
        method: 'POST',
        headers: { ...post.headers, 'content-length': String(Buffer.byteLength(post.body)) },
        lookup: post.allowPrivateAddresses ? post.lookup : publicOnlyLookup(post.lookup ?? systemLookup, url),
        timeout: post.timeoutMs ?? 10_000,
      },
      (response) => {
        response.resume()
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, durationMs: Math.round(performance.now() - started) }),
        )
        response.on('error', () => reject(new OutboundCallError('unreachable', url)))
      },
    )
    request.on('timeout', () => request.destroy(new OutboundCallError('timeout', url)))
    request.on('error', (error) =>
      reject(error instanceof OutboundCallError ? error : new OutboundCallError('unreachable', url)),
    )
    request.end(post.body)
  })
}
