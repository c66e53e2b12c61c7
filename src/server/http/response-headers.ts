/**
 * `response` with `headers` set: in place, or on a copy when its headers are immutable (Response.redirect,
 * a fetched response). Only those pay for the copy, which makes the body a new stream to pipe.
 */
export function withHeaders(response: Response, headers: Record<string, string>): Response {
  const entries = Object.entries(headers)
  try {
    for (const [name, value] of entries) response.headers.set(name, value)
    return response
  } catch {
    const merged = new Headers(response.headers)
    for (const [name, value] of entries) merged.set(name, value)
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers: merged })
  }
}
