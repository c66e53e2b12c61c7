import { X509Certificate } from 'node:crypto'
import type { SAMLConfig } from '@better-auth/sso'
import { eq } from 'drizzle-orm'
import { serverConfig } from '@/server/config'
import type { Database } from '@/server/db'
import { ssoProvider } from '@/server/db/schema'
import { OutboundCallError, type OutboundRule, callNamedAddress } from '@/server/http/outbound'
import { refuse } from '@/server/http/refusal'
import { type StoredOidcConfig, discover } from './organization-sso.server'
import { requireOwner } from './organization-domains.server'
import { organizationRefusals } from './refusals'
import { samlIdentityProviderOf } from './saml-config.server'
import { type SsoCheck, type SsoCheckName, ssoRedirectUri } from './sso'

/** A certificate this close to its end is told as a warning: time to ask the provider for the next one. */
const CERTIFICATE_WARNING_DAYS = 30
const DAY_MS = 24 * 60 * 60 * 1000

interface ConnectionTest extends OutboundRule {
  asAdmin?: boolean
  now?: Date
  baseUrl?: string
}

/**
 * Checks the organisation's provider as a sign-in would use it, without signing anyone in. OpenID Connect: its
 * discovery document, its signing keys, and whether its token endpoint accepts the client ID and secret (a code
 * nobody was given is exchanged: `invalid_grant` means the client was recognised, `invalid_client` that it was not).
 * SAML: its signing certificate's dates, and whether its single sign-on URL answers. Changes nothing.
 */
export async function testSsoConnection(
  db: Database,
  actorId: string,
  organizationId: string,
  { asAdmin = false, now = new Date(), baseUrl = serverConfig().baseUrl, ...outbound }: ConnectionTest,
): Promise<{ checks: SsoCheck[] }> {
  if (!asAdmin) await requireOwner(db, actorId, organizationId)
  const [row] = await db.select().from(ssoProvider).where(eq(ssoProvider.organizationId, organizationId))
  if (!row) refuse(404, organizationRefusals.ssoNotConnected)
  if (row.samlConfig) return { checks: await samlChecks(JSON.parse(row.samlConfig) as SAMLConfig, now, outbound) }
  const config = JSON.parse(row.oidcConfig ?? '{}') as StoredOidcConfig
  return { checks: await oidcChecks(row.issuer, config, ssoRedirectUri(baseUrl, organizationId), outbound) }
}

const check = (name: SsoCheckName, outcome: SsoCheck['outcome'], values: SsoCheck['values'] = {}): SsoCheck => ({
  name,
  outcome,
  values,
})

async function oidcChecks(issuer: string, config: StoredOidcConfig, redirectUri: string, outbound: OutboundRule) {
  const discovery = await discover(issuer, outbound).then(
    () => check('discovery', 'passed', { issuer }),
    () => check('discovery', 'failed', { issuer }),
  )
  return [
    discovery,
    await signingKeysCheck(config.jwksEndpoint, outbound),
    await credentialsCheck(config, redirectUri, outbound),
  ]
}

async function signingKeysCheck(jwksEndpoint: string, outbound: OutboundRule) {
  try {
    const { status, body } = await callNamedAddress(jwksEndpoint, outbound)
    const keys = status === 200 ? (JSON.parse(body) as { keys?: unknown }).keys : undefined
    if (Array.isArray(keys) && keys.length > 0) return check('signingKeys', 'passed', { count: keys.length })
  } catch {
    // Unreachable, refused or not JSON: told below.
  }
  return check('signingKeys', 'failed')
}

async function credentialsCheck(config: StoredOidcConfig, redirectUri: string, outbound: OutboundRule) {
  const body = new URLSearchParams({
    grant_type: 'authorization_code',
    code: `connection-test-${crypto.randomUUID()}`,
    redirect_uri: redirectUri,
  })
  const headers: Record<string, string> = {
    'content-type': 'application/x-www-form-urlencoded',
    accept: 'application/json',
  }
  if (config.tokenEndpointAuthentication === 'client_secret_post') {
    body.set('client_id', config.clientId)
    body.set('client_secret', config.clientSecret)
  } else {
    const credentials = `${encodeURIComponent(config.clientId)}:${encodeURIComponent(config.clientSecret)}`
    headers.authorization = `Basic ${Buffer.from(credentials).toString('base64')}`
  }
  let answer: { status: number; body: string }
  try {
    answer = await callNamedAddress(config.tokenEndpoint, { ...outbound, init: { method: 'POST', headers, body } })
  } catch {
    return { ...check('clientCredentials', 'failed'), reason: 'unreachable' as const }
  }
  const error = errorCodeOf(answer.body)
  if (error === 'invalid_grant') return check('clientCredentials', 'passed')
  if (answer.status === 401 || error === 'invalid_client' || error === 'unauthorized_client') {
    return check('clientCredentials', 'failed', { answer: `${answer.status} ${error ?? ''}`.trim() })
  }
  return check('clientCredentials', 'warning', { answer: `${answer.status} ${error ?? ''}`.trim() })
}

function errorCodeOf(body: string) {
  try {
    const { error } = JSON.parse(body) as { error?: unknown }
    return typeof error === 'string' ? error.slice(0, 100) : undefined
  } catch {
    return undefined
  }
}

async function samlChecks(config: SAMLConfig, now: Date, outbound: OutboundRule) {
  const provider = samlIdentityProviderOf(config)
  if (!provider) return [check('certificate', 'failed'), check('signOn', 'failed')]
  return [certificateCheck(provider.certificates, now), await signOnCheck(provider.signOnUrl, outbound)]
}

/** The certificate that lasts longest decides: during a rotation, the provider's metadata holds two. */
function certificateCheck(certificates: string[], now: Date) {
  const validTo = certificates
    .map((base64) => {
      try {
        const certificate = new X509Certificate(Buffer.from(base64.replace(/\s+/g, ''), 'base64'))
        return new Date(certificate.validFrom) <= now ? new Date(certificate.validTo) : undefined
      } catch {
        return undefined
      }
    })
    .filter((date) => date !== undefined)
    .sort((a, b) => b.getTime() - a.getTime())[0]
  if (!validTo || validTo <= now) return check('certificate', 'failed', validTo ? { date: validTo.toISOString() } : {})
  const outcome = validTo.getTime() - now.getTime() < CERTIFICATE_WARNING_DAYS * DAY_MS ? 'warning' : 'passed'
  return check('certificate', outcome, { date: validTo.toISOString() })
}

async function signOnCheck(signOnUrl: string, outbound: OutboundRule) {
  const host = URL.parse(signOnUrl)?.host ?? signOnUrl
  try {
    const { status } = await callNamedAddress(signOnUrl, { ...outbound, maxBytes: 200_000 })
    return check('signOn', status < 500 ? 'passed' : 'failed', { host, status })
  } catch (error) {
    // A redirect (to its own login page) or a long page is an answer too.
    const answered =
      error instanceof OutboundCallError && (error.reason === 'redirected' || error.reason === 'too-large')
    return check('signOn', answered ? 'passed' : 'failed', { host })
  }
}
