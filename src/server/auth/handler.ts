import { getRequestIP } from '@tanstack/react-start/server'
import { DEMO_MODE_CODE, isDemo } from '@/lib/environment/demo'
import { serverConfig } from '../config'
import { databaseUnreachableAfter } from '../db'
import { isAuthRequestAllowedInDemo } from '../http/server-functions/demo-policy'
import { log } from '../log'
import { resolveClientIp, withClientIp } from './client-ip'
import { getAuth } from './index'
import { rateLimitRefusal } from './rate-limit-refusal'
import { RateLimitStoreUnavailableError } from './rate-limit-store'
import { hasUnstorableInput, unstorableInputResponse } from './unstorable-input'

/** better-auth cannot see the socket: it is told the real client IP. */
export async function handleAuthRequest(request: Request) {
  if (isDemo) {
    const refusal = refuseInDemo(request)
    if (refusal) return refusal
  }
  if (await hasUnstorableInput(request)) return unstorableInputResponse()
  try {
    const auth = await getAuth()
    const clientIp = resolveClientIp(request.headers, getRequestIP(), serverConfig().trustedProxyHeader)
    const response = await auth.handler(await withClientIp(request, clientIp))
    if (response.status === 429) return await rateLimitRefusal(request, response)
    // better-auth answers a lost database with its own 500.
    if (response.status >= 500 && (await databaseUnreachableAfter(undefined))) {
      log.warn({ status: response.status }, 'Auth request refused: the database is unavailable')
      return serviceUnavailable()
    }
    return response
  } catch (error) {
    if (error instanceof RateLimitStoreUnavailableError) return serviceUnavailable()
    if (!(await databaseUnreachableAfter(error))) throw error
    log.warn({ err: error }, 'Auth request refused: the database is unavailable')
    return serviceUnavailable()
  }
}

function serviceUnavailable() {
  return Response.json(
    { code: 'SERVICE_UNAVAILABLE', message: 'The service is temporarily unavailable' },
    { status: 503, headers: { 'retry-after': '5' } },
  )
}

/** A read-only demo build lets through only signing in and out; any other writing request answers 403. */
function refuseInDemo(request: Request): Response | undefined {
  const path = new URL(request.url).pathname.replace(/^\/api\/auth(?=\/|$)/, '')
  if (isAuthRequestAllowedInDemo(request.method, path)) return undefined
  log.info({ path }, 'Auth request refused: read-only demo')
  return Response.json(
    { code: DEMO_MODE_CODE, message: 'This is a read-only demo, this action is disabled' },
    { status: 403 },
  )
}
