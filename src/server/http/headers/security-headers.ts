import { randomFillSync } from 'node:crypto'
import { isServerFunctionPath } from '../server-functions/path'

/** Server functions and better-auth's endpoints never answer a document: the data CSP, no nonce. */
export function mayServeDocument(pathname: string): boolean {
  return !isServerFunctionPath(pathname) && !pathname.startsWith('/api/auth/')
}

const NONCE_BYTES = 16
// Drawn from the system's random source 256 nonces at a time: one draw per request was 3% of a rendered page's CPU.
const randomPool = Buffer.alloc(NONCE_BYTES * 256)
let poolOffset = randomPool.length

/** 128 random bits in base64, one per request, never reused: each slice of the pool is handed out once. */
export function createCspNonce(): string {
  if (poolOffset === randomPool.length) {
    randomFillSync(randomPool)
    poolOffset = 0
  }
  const nonce = randomPool.toString('base64', poolOffset, poolOffset + NONCE_BYTES)
  poolOffset += NONCE_BYTES
  return nonce
}

/** Inline scripts run by the request's nonce, or, on a page sent as the same bytes to many, by their hashes. */
export type ScriptAllowance = { nonce: string } | { hashes: readonly string[] }

/**
 * - script-src: only scripts carrying the request's nonce (or whose hash is listed) run; 'strict-dynamic' lets
 *   them load the app's chunks; 'self' is the fallback for browsers without CSP level 3.
 * - style-src keeps 'unsafe-inline': React renders style attributes and sonner injects a <style> element at
 *   run time, without a nonce. Styles cannot run code; scripts stay locked down.
 * - img-src allows https: for the users' avatars.
 */
export function contentSecurityPolicy(allowed: ScriptAllowance): string {
  const scripts = 'nonce' in allowed ? [`'nonce-${allowed.nonce}'`] : allowed.hashes.map((hash) => `'${hash}'`)
  return [
    `default-src 'self'`,
    [`script-src 'self'`, ...scripts, `'strict-dynamic'`].join(' '),
    `style-src 'self' 'unsafe-inline'`,
    `img-src 'self' data: https:`,
    `font-src 'self' data:`,
    `connect-src 'self'`,
    `manifest-src 'self'`,
    `worker-src 'self'`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `frame-ancestors 'none'`,
  ].join('; ')
}

/** A response that is never a document: nothing may load or frame it. */
export const DATA_CONTENT_SECURITY_POLICY = `default-src 'none'; frame-ancestors 'none'`

/** Only features Chromium knows: it reports an unknown one (e.g. bluetooth) in the console of every page. */
export const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'midi=()',
  'magnetometer=()',
  'gyroscope=()',
  'accelerometer=()',
  'display-capture=()',
  'browsing-topics=()',
  'interest-cohort=()',
].join(', ')

/** Two years, subdomains included: only ever sent when the site is served over https. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=63072000; includeSubDomains'

export function securityHeaders({ nonce, https }: { nonce?: string; https: boolean }): Record<string, string> {
  return {
    'content-security-policy': nonce === undefined ? DATA_CONTENT_SECURITY_POLICY : contentSecurityPolicy({ nonce }),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': PERMISSIONS_POLICY,
    // Legacy twin of frame-ancestors 'none', for browsers that ignore CSP.
    'x-frame-options': 'DENY',
    'cross-origin-opener-policy': 'same-origin',
    ...(https ? { 'strict-transport-security': STRICT_TRANSPORT_SECURITY } : {}),
  }
}
