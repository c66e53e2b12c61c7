import { getRequest } from '@tanstack/react-start/server'
import { detectRequestLanguage } from '@/lib/i18n/detect-request-language'
import { serverConfig } from '../config'
import { securityNotifier } from './security-notices'

/** The security notifier of a server function's request, writing in that request's language. */
export function requestSecurityNotifier() {
  return securityNotifier(serverConfig(), detectRequestLanguage(getRequest()))
}
