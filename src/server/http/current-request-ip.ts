import { getRequest, getRequestIP } from '@tanstack/react-start/server'
import { resolveClientIp } from '../auth/client-ip'
import { serverConfig } from '../config'

/** The client IP of the current request (socket, or the trusted proxy header when configured). */
export function currentRequestIp() {
  return resolveClientIp(getRequest().headers, getRequestIP(), serverConfig().trustedProxyHeader) ?? null
}
