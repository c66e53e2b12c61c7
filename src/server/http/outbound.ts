import { lookup } from 'node:dns/promises'
import { isPublicRoutableHost } from '@better-auth/core/utils/host'

/** Whether an address is on an origin the operator allows although it is private (SSO_TRUSTED_ORIGINS). */
export type TrustedOriginCheck = (url: string) => boolean

/** The addresses a host name resolves to (injectable, so that tests need no DNS). */
export type ResolveHost = (hostname: string) => Promise<string[]>

const resolveWithSystem: ResolveHost = async (hostname) =>
  (await lookup(hostname, { all: true })).map((entry) => entry.address)

/** Why a call to an address someone named was not made or not answered as expected. */
export class OutboundCallError extends Error {
  constructor(
    readonly reason: 'private-address' | 'unreachable' | 'redirected' | 'too-large' | 'timeout',
    readonly url: string,
  ) {
    super(`${reason}: ${url}`)
  }
}

/**
 * Synchronous half of the rule, for libraries that take a predicate (better-auth's OpenID Connect discovery): http(s)
 * to a public host name or address, or an origin the operator trusts. Pair it with `mayCall`, which also checks what
 * the name resolves to.
 */
export function isPublicOrTrusted(url: string, isTrustedOrigin: TrustedOriginCheck) {
  const parsed = URL.parse(url)
  if (!parsed || (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')) return false
  return isTrustedOrigin(parsed.href) || isPublicRoutableHost(parsed.hostname)
}

/**
 * Whether the server may call an address that a user named (an organisation's identity provider): a public host whose
 * every resolved address is public too (a public name pointing at 127.0.0.1 or a cloud metadata address is refused),
 * or an origin the operator trusts. A name that does not resolve is allowed here: the call itself then fails.
 */
export async function mayCall(url: string, isTrustedOrigin: TrustedOriginCheck, resolve = resolveWithSystem) {
  if (!isPublicOrTrusted(url, isTrustedOrigin)) return false
  const parsed = new URL(url)
  if (isTrustedOrigin(parsed.href)) return true
  let addresses: string[]
  try {
    addresses = await resolve(parsed.hostname.replace(/^\[|\]$/g, ''))
  } catch {
    return true
  }
  return addresses.every((address) => isPublicRoutableHost(address))
}

/** Where the server may call: the operator's trusted origins, and how names are resolved. */
export interface OutboundRule {
  isTrustedOrigin: TrustedOriginCheck
  resolve?: ResolveHost
}

export interface OutboundCall extends OutboundRule {
  init?: RequestInit
  /** The answer's body is read up to this many bytes; more is refused (`too-large`). */
  maxBytes?: number
  timeoutMs?: number
}

/**
 * Calls an address a user named, under `mayCall`'s rule: no redirect followed (it could lead anywhere), a deadline,
 * a bounded body. Any HTTP status is an answer; the caller judges it.
 */
export async function callNamedAddress(url: string, call: OutboundCall) {
  const { isTrustedOrigin, init, maxBytes = 1_000_000, timeoutMs = 10_000, resolve } = call
  if (!(await mayCall(url, isTrustedOrigin, resolve))) throw new OutboundCallError('private-address', url)
  let response: Response
  try {
    response = await fetch(url, { ...init, redirect: 'manual', signal: AbortSignal.timeout(timeoutMs) })
  } catch {
    throw new OutboundCallError('unreachable', url)
  }
  if (response.status >= 300 && response.status < 400) {
    await response.body?.cancel()
    throw new OutboundCallError('redirected', url)
  }
  return { status: response.status, body: await boundedText(response, maxBytes, url) }
}

async function boundedText(response: Response, maxBytes: number, url: string) {
  if (!response.body) return ''
  const reader = response.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  try {
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      size += read.value.byteLength
      if (size > maxBytes) throw new OutboundCallError('too-large', url)
      chunks.push(read.value)
    }
  } catch (error) {
    await reader.cancel().catch(() => undefined)
    if (error instanceof OutboundCallError) throw error
    throw new OutboundCallError('unreachable', url)
  }
  return Buffer.concat(chunks).toString('utf8')
}
