import type { TFunction } from 'i18next'
import { isTranslationKey } from '@/lib/i18n/error-message-key'
import { translateMessage } from '@/lib/i18n/message'

export class HttpError extends Error {
  readonly status: number
  readonly statusText: string

  constructor(status: number, statusText = '') {
    super(`HTTP ${status}${statusText ? ` ${statusText}` : ''}`)
    this.name = 'HttpError'
    this.status = status
    this.statusText = statusText
  }
}

/** A request that got no response at all (offline, DNS, connection refused, CORS). */
export class NetworkError extends Error {
  constructor(options?: { cause?: unknown }) {
    super('Network error', options)
    this.name = 'NetworkError'
  }
}

export function toAppError(error: unknown): Error {
  if (error instanceof HttpError || error instanceof NetworkError) return error
  if (typeof Response !== 'undefined' && error instanceof Response) return new HttpError(error.status, error.statusText)
  // fetch rejects with a TypeError ("Failed to fetch", "NetworkError when attempting...", "Load failed").
  if (error instanceof TypeError && /fetch|network|load failed/i.test(error.message))
    return new NetworkError({ cause: error })
  if (error instanceof Error) return error
  return new Error(typeof error === 'string' ? error : 'Unknown error')
}

export function errorMessage(t: TFunction<string>, error: unknown): string {
  const appError = toAppError(error)
  if (appError instanceof HttpError) {
    return appError.statusText
      ? t('errors:http.withText', { status: appError.status, statusText: appError.statusText })
      : t('errors:http.status', { status: appError.status })
  }
  if (appError instanceof NetworkError) return t('errors:network')
  // Server functions send their refusals as translation keys.
  if (isTranslationKey(appError.message)) return translateMessage(t, appError.message)
  return t('errors:fallback')
}

/**
 * A failed response that is not one of TanStack Start's serialised errors (a proxy's 502, an HTML 500) throws
 * an HttpError instead of an Error carrying the response body.
 */
export const httpFetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
  let response: Response
  try {
    response = await fetch(input, init)
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error
    throw new NetworkError({ cause: error })
  }
  const startPayload =
    response.headers.has('x-tss-serialized') ||
    response.headers.has('x-tss-raw') ||
    response.headers.get('content-type')?.includes('application/json')
  if (!response.ok && !startPayload) {
    throw new HttpError(response.status, response.statusText)
  }
  return response
}
