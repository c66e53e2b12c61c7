import { STATUS_CODES } from 'node:http'
import { parseMessage } from '@/lib/i18n/message'
import { serverI18n } from '@/server/i18n'

/**
 * An error of the HTTP API as RFC 9457 describes it (`application/problem+json`): the status and its phrase, the
 * message in the caller's language (`detail`) and the message's stable key (`code`), which a program tells one
 * refusal from another by; the message's values too (`retryAfter` of a rate limit ...).
 */
export function problemResponse(status: number, message: string, language: string, headers?: HeadersInit) {
  const { key, values } = parseMessage(message)
  const detail = serverI18n(language).t(key, values ?? {})
  const body = { type: 'about:blank', title: STATUS_CODES[status] ?? 'Error', status, detail, code: key, ...values }
  const response = new Response(JSON.stringify(body), { status, headers })
  response.headers.set('content-type', 'application/problem+json')
  response.headers.set('content-language', language)
  return response
}
