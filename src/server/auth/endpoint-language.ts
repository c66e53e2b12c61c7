import type { GenericEndpointContext } from '@better-auth/core'
import { detectRequestLanguage } from '@/lib/i18n/detect-request-language'

/** The language of the person behind a better-auth endpoint call; a call made on the server has no request. */
export function endpointLanguage(ctx: GenericEndpointContext, baseUrl: string) {
  return detectRequestLanguage(ctx.request ?? { url: baseUrl, headers: ctx.headers ?? new Headers() })
}
