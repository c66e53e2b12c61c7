import { getRequestIP } from '@tanstack/react-start/server'
import { serverConfig } from '../config'
import { log } from '../log'
import { resolveClientIp, withClientIp } from './client-ip'
import { getAuth } from './index'

/** Serves /api/auth/*: better-auth, told the real client IP, or 503 while the database is down. */
export async function handleAuthRequest(request: Request) {
  let auth
  try {
    auth = await getAuth()
  } catch (error) {
    log.warn({ err: error }, 'Auth request refused: the database is unavailable')
    return Response.json(
      { code: 'SERVICE_UNAVAILABLE', message: 'The service is temporarily unavailable' },
      { status: 503, headers: { 'retry-after': '5' } },
    )
  }
  const clientIp = resolveClientIp(request.headers, getRequestIP(), serverConfig().trustedProxyHeader)
  return auth.handler(await withClientIp(request, clientIp))
}
