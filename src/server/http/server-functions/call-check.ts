import { defaultSerovalDeserializerPlugins } from '@tanstack/react-start'
import { fromJSON } from 'seroval'

// Start's own limit on a GET payload (handleServerAction): over it, it throws (a 500).
const MAX_GET_PAYLOAD_LENGTH = 1_000_000

const FORM_CONTENT_TYPES = ['multipart/form-data', 'application/x-www-form-urlencoded']

export type CallRefusal = { status: 400 | 413 | 415; message: string }

/**
 * Start answers 500 to everything it cannot read (malformed JSON or seroval, a form body, a GET payload over
 * 1 MB): those are the caller's mistakes, 400, 413 or 415. A POST with a non-JSON body is refused too: Start
 * would call the function without input and ignore it.
 */
export async function checkServerFunctionCall(request: Request): Promise<CallRefusal | undefined> {
  const method = request.method.toUpperCase()
  if (method !== 'GET' && method !== 'POST') return undefined
  const contentType = request.headers.get('content-type') ?? ''
  if (FORM_CONTENT_TYPES.some((type) => contentType.includes(type)))
    return { status: 415, message: 'errors:unsupportedMediaType' }

  let payload: string | null
  if (method === 'GET') {
    payload = new URL(request.url).searchParams.get('payload')
    if (!payload) return undefined
    if (payload.length > MAX_GET_PAYLOAD_LENGTH) return { status: 413, message: 'errors:payloadTooLarge' }
  } else if (contentType.includes('application/json')) {
    payload = await request.clone().text()
  } else {
    const body = request.body ? await request.clone().arrayBuffer() : undefined
    return body?.byteLength ? { status: 415, message: 'errors:unsupportedMediaType' } : undefined
  }

  try {
    // Start's plugins without the serialisation adapters of createStart (the product defines none, and
    // request middleware runs outside the Start context that holds them): add them here if it ever does.
    fromJSON(JSON.parse(payload), { plugins: defaultSerovalDeserializerPlugins })
    return undefined
  } catch {
    // Malformed JSON (an empty body included), a node seroval cannot read, nesting too deep for the stack.
    return { status: 400, message: 'errors:invalidInput' }
  }
}
