/**
 * better-auth cannot see the socket behind TanStack Start. Whatever a client sends under this name is
 * overwritten, so it cannot pick its own rate-limit bucket.
 */
export const CLIENT_IP_HEADER = 'x-threshold-client-ip'

/** The left-most address of the trusted proxy header (the one the proxy saw), when one is configured. */
export function resolveClientIp(
  headers: Headers,
  socketIp: string | undefined,
  trustedProxyHeader: string | undefined,
) {
  if (trustedProxyHeader) {
    const forwarded = headers.get(trustedProxyHeader)?.split(',')[0]?.trim()
    if (forwarded) return forwarded
  }
  return socketIp
}

export async function withClientIp(request: Request, ip: string | undefined) {
  const headers = new Headers(request.headers)
  headers.delete(CLIENT_IP_HEADER)
  if (ip) headers.set(CLIENT_IP_HEADER, ip)
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD'
  // Built field by field: the server's request object is not a native Request to copy.
  return new Request(request.url, {
    method: request.method,
    headers,
    body: hasBody ? await request.arrayBuffer() : undefined,
    signal: request.signal,
  })
}
