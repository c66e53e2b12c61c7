import { getRequestIP, getResponseStatus, setResponseStatus } from '@tanstack/react-start/server'
import { detectRequestLanguage } from '@/lib/i18n/detect-request-language'
import { parseMessage } from '@/lib/i18n/message'
import { authenticateApiKey, recordRefusal, type RateLimitState } from '@/server/auth/api-key-authentication'
import { actAs, type ApiPrincipal } from '@/server/auth/api-principal'
import { resolveClientIp } from '@/server/auth/client-ip'
import { createRateLimitStore, type RateLimitStore } from '@/server/auth/rate-limit-store'
import { serverConfig } from '@/server/config'
import { getDb } from '@/server/db'
import { problemResponse } from '@/server/http/problem'
import { bodyInput, queryInput } from './rest-input'
import { API_BASE_PATH } from '@/server/http/server-functions/declaration'
import { matchRoute, type RestRoute } from './rest-routes'

type ServerFunction = (options: { data: unknown }) => Promise<unknown>

// Every feature's server functions, by export name: the API calls the very function the pages call.
const functionModules = import.meta.glob<Record<string, unknown>>('../*/*.functions.ts', { eager: true })

function serverFunctionNamed(name: string): ServerFunction {
  for (const exports of Object.values(functionModules)) {
    if (typeof exports[name] === 'function') return exports[name] as ServerFunction
  }
  throw new Error(`No server function named ${name}`)
}

let rateLimitStore: RateLimitStore | undefined

/** The RateLimit fields (IETF draft "RateLimit header fields for HTTP"): the key's window and what is left of it. */
function rateLimitHeaders({ limit, window, remaining, resetsIn }: RateLimitState): Record<string, string> {
  return { 'ratelimit-policy': `"key";q=${limit};w=${window}`, ratelimit: `"key";r=${remaining};t=${resetsIn}` }
}

/** A key's refusal by what it asked for (not by who holds it): recorded on its owner's account, as the others are. */
const KEY_REFUSALS: Record<string, string> = {
  'errors:apiKey.forbidden': 'forbidden',
  'errors:apiKey.stepUp': 'step-up',
  'errors:apiKey.otherOrganization': 'other-organization',
}

async function refuseKeyUse(principal: ApiPrincipal, message: string, ipAddress: string | null) {
  const reason = KEY_REFUSALS[parseMessage(message).key]
  if (!reason) return
  await recordRefusal(await getDb(), {
    key: {
      id: principal.keyId,
      start: principal.keyStart,
      referenceId: principal.organizationId ?? principal.user.id,
      configId: principal.kind,
    },
    owner: principal.user,
    ipAddress,
    reason,
  })
}

/** An organisation's key reaches only its organisation's endpoints; a personal key, those its statements allow. */
function scopeRefusal(principal: ApiPrincipal, route: RestRoute, parameters: Record<string, string>) {
  if (principal.kind !== 'organization') return undefined
  if (!route.pathParameters.includes('organizationId')) return 'errors:apiKey.organizationOnly'
  return parameters.organizationId === principal.organizationId ? undefined : 'errors:apiKey.otherOrganization'
}

async function inputOf(request: Request, route: RestRoute, parameters: Record<string, string>) {
  const { method } = route.rest
  if (method === 'GET' || method === 'DELETE')
    return { input: { ...queryInput(route.input, new URL(request.url).searchParams), ...parameters } }
  const body = await bodyInput(request)
  return 'refusal' in body ? body : { input: { ...body.input, ...parameters } }
}

/**
 * One call of the HTTP API: the route its method and path reach, the key it presents (checked and counted), then
 * the route's server function with the query or body as its input, so the call is validated, permitted, done and
 * audited exactly as from the pages. Answers JSON, or a problem (RFC 9457) in the caller's language.
 */
export async function handleApiRequest(request: Request): Promise<Response> {
  const language = detectRequestLanguage(request)
  const path = new URL(request.url).pathname.slice(API_BASE_PATH.length)
  const match = matchRoute(request.method === 'HEAD' ? 'GET' : request.method, path)
  if (!match) return problemResponse(404, 'errors:apiNotFound', language)
  if ('allowed' in match)
    return problemResponse(405, 'errors:methodNotAllowed', language, { allow: match.allowed.join(', ') })

  const db = await getDb()
  const config = serverConfig()
  rateLimitStore ??= createRateLimitStore(db, config)
  const ipAddress = resolveClientIp(request.headers, getRequestIP(), config.trustedProxyHeader) ?? null
  const limits = { store: rateLimitStore, rule: config.apiKeyRateLimit }
  const check = await authenticateApiKey(db, limits, request.headers, ipAddress)
  if ('refusal' in check) {
    const { status, message, retryAfter } = check.refusal
    const headers: Record<string, string> = retryAfter ? { 'retry-after': String(retryAfter) } : {}
    if (status === 401) headers['www-authenticate'] = 'Bearer'
    return problemResponse(status, message, language, headers)
  }
  const { principal, rateLimit } = check
  const headers = rateLimitHeaders(rateLimit)
  const { route, parameters } = match
  const outOfScope = scopeRefusal(principal, route, parameters)
  if (outOfScope) {
    await refuseKeyUse(principal, outOfScope, ipAddress)
    return problemResponse(403, outOfScope, language, headers)
  }
  const read = await inputOf(request, route, parameters)
  if ('refusal' in read) return problemResponse(read.refusal.status, read.refusal.message, language, headers)

  actAs(request, principal)
  try {
    const result = await serverFunctionNamed(route.name)({ data: read.input })
    return Response.json(result ?? null, { headers })
  } catch (error) {
    // The product's error middleware has turned the failure into its status and a message key (error-responses.ts).
    const refused = getResponseStatus() >= 400
    const status = refused ? getResponseStatus() : 500
    const message = refused && error instanceof Error ? error.message : 'errors:fallback'
    // The status set on the response wins over the answer's own: it is set to the problem's.
    setResponseStatus(status)
    await refuseKeyUse(principal, message, ipAddress)
    return problemResponse(status, message, language, headers)
  }
}
