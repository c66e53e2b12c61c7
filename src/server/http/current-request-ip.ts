import { getRequest, getRequestIP } from '@tanstack/react-start/server'
import { resolveClientIp } from '../auth/client-ip'
import { serverConfig } from '../config'

export function currentRequestIp() {
  return resolveClientIp(getRequest().headers, getRequestIP(), serverConfig().trustedProxyHeader) ?? null
}
