import { detectRequestLanguage } from '@/lib/i18n/detect-request-language'
import { problemResponse } from './problem'
import { API_BASE_PATH } from './server-functions/declaration'
import { isServerFunctionPath } from './server-functions/path'
import { serverFunctionRefusal } from './server-functions/error-responses'

/**
 * A body over the limit is refused with 413 once the client has sent it, up to this many times the limit, read and
 * thrown away. Answered while the body still arrives, the answer closes a connection with unread data, which the client
 * sees as a reset (EPIPE, ECONNRESET) instead of the 413 (browsers and fetch alike). A larger body is refused at once.
 */
const REFUSED_BODY_READ_FACTOR = 8

/**
 * better-auth's error shape in general; for a server-function call, the serialised translated refusal; for the HTTP
 * API, a problem in the caller's language.
 */
export function payloadTooLarge(limit: number, request: Request) {
  const { pathname } = new URL(request.url)
  if (isServerFunctionPath(pathname))
    return serverFunctionRefusal(413, 'errors:payloadTooLarge', { connection: 'close' })
  if (pathname.startsWith(`${API_BASE_PATH}/`))
    return problemResponse(413, 'errors:payloadTooLarge', detectRequestLanguage(request), { connection: 'close' })
  return Response.json(
    { code: 'PAYLOAD_TOO_LARGE', message: `The request body is larger than ${limit} bytes` },
    { status: 413, headers: { connection: 'close' } },
  )
}

/** The body is buffered if it had no declared length. */
export async function limitRequestBody(request: Request, limit: number): Promise<Request | Response> {
  if (!request.body) return request
  const readable = limit * REFUSED_BODY_READ_FACTOR
  const declared = request.headers.get('content-length')
  if (declared !== null) {
    const length = Number(declared)
    if (!Number.isFinite(length) || length <= limit) return request
    if (length <= readable) await discard(request.body.getReader(), readable)
    return payloadTooLarge(limit, request)
  }
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limit) {
      await discard(reader, readable - size)
      return payloadTooLarge(limit, request)
    }
    chunks.push(value)
  }
  const body = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    body.set(chunk, offset)
    offset += chunk.byteLength
  }
  // Built from its parts: the server's request (srvx's NodeRequest) is not a real Request, and
  // `new Request(request, ...)` throws on it (a 500 for every chunked body). A GET or HEAD cannot
  // carry a body in a Request: the one a client sent anyway is dropped.
  const copy = new Request(request.url, {
    method: request.method,
    headers: request.headers,
    body: request.method === 'GET' || request.method === 'HEAD' ? null : body,
    signal: request.signal,
  })
  // The server's request carries more than the standard fields (srvx: the client address, the runtime).
  for (const key of ['ip', 'context', 'runtime', 'waitUntil']) {
    const value: unknown = Reflect.get(request, key)
    if (value === undefined) continue
    Object.defineProperty(copy, key, {
      value: typeof value === 'function' ? value.bind(request) : value,
      enumerable: true,
    })
  }
  return copy
}

/** Reads what is left of a refused body, up to `bytes`, and cancels the rest. */
async function discard(reader: ReadableStreamDefaultReader<Uint8Array>, bytes: number) {
  try {
    for (let left = bytes; left > 0;) {
      const { done, value } = await reader.read()
      if (done) return
      left -= value.byteLength
    }
    await reader.cancel()
  } catch {
    // The client went away: nobody reads the answer.
  }
}
