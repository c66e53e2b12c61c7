import { setResponseStatus } from '@tanstack/react-start/server'

/**
 * Ends a server function with an HTTP status and a translation key as its message,
 * which the browser shows in the user's language.
 */
export function failRequest(status: 400 | 401 | 403 | 404 | 409 | 429 | 503, messageKey: string): never {
  setResponseStatus(status)
  throw new Error(messageKey)
}
