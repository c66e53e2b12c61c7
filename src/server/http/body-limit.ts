/**
 * Request bodies are size-limited (appConfig.requestBodyMaxBytes): a larger body answers 413 before it
 * is read fully. A declared Content-Length over the limit is refused without reading a byte; a body of
 * unknown length (chunked) is read up to the limit and refused as soon as it goes over.
 */

export function payloadTooLarge(limit: number) {
  return Response.json(
    { code: 'PAYLOAD_TOO_LARGE', message: `The request body is larger than ${limit} bytes` },
    { status: 413, headers: { connection: 'close' } },
  )
}

/** The request to serve (its body buffered if it had no declared length), or a 413 response. */
export async function limitRequestBody(request: Request, limit: number): Promise<Request | Response> {
  if (!request.body) return request
  const declared = request.headers.get('content-length')
  if (declared !== null) {
    const length = Number(declared)
    return Number.isFinite(length) && length > limit ? payloadTooLarge(limit) : request
  }
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limit) {
      await reader.cancel().catch(() => {})
      return payloadTooLarge(limit)
    }
    chunks.push(value)
  }
  const body = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    body.set(chunk, offset)
    offset += chunk.byteLength
  }
  const copy = new Request(request, { body })
  // The server's request carries more than the standard fields (srvx: the client address, the runtime).
  for (const key of ['ip', 'context', 'runtime', 'waitUntil']) {
    const value: unknown = Reflect.get(request, key)
    if (value === undefined) continue
    Object.defineProperty(copy, key, { value: typeof value === 'function' ? value.bind(request) : value, enumerable: true })
  }
  return copy
}
