import { defaultSerovalDeserializerPlugins, X_TSS_SERIALIZED } from '@tanstack/react-start'
import { toCrossJSON } from 'seroval'

// Also used by the CSRF check of src/start.ts, so in the browser bundle too: keep it free of server code.

/** Where TanStack Start serves the server functions (/_serverFn/<id>). */
export const SERVER_FN_BASE = '/_serverFn/'

export function isServerFunctionPath(pathname: string) {
  return pathname.startsWith(SERVER_FN_BASE)
}

/**
 * A server-function call refused before the function ran, answered the way Start answers a failed
 * call (a serialised Error whose message is a translation key), so the browser rejects the call
 * with that message and shows it in the person's language (errorMessage in src/lib/http-error.ts).
 */
export function serverFunctionRefusal(
  status: 400 | 403 | 404 | 405 | 413 | 415,
  messageKey: string,
  headers?: HeadersInit,
) {
  const body = JSON.stringify(
    toCrossJSON({ error: new Error(messageKey) }, { refs: new Map(), plugins: defaultSerovalDeserializerPlugins }),
  )
  const response = new Response(body, { status, headers })
  response.headers.set('content-type', 'application/json')
  response.headers.set(X_TSS_SERIALIZED, 'true')
  return response
}
