/**
 * In place, or on a copy when its headers are immutable (Response.redirect, a fetched response). Only those
 * pay for the copy, which makes the body a new stream to pipe.
 */
export function withHeaders(response: Response, headers: Record<string, string>): Response {
  return changeHeaders(response, (target) => {
    for (const [name, value] of Object.entries(headers)) target.set(name, value)
  })
}

export function withHeaderAppended(response: Response, name: string, value: string): Response {
  return changeHeaders(response, (target) => target.append(name, value))
}

function changeHeaders(response: Response, change: (headers: Headers) => void): Response {
  try {
    change(response.headers)
    return response
  } catch {
    const copy = new Headers(response.headers)
    change(copy)
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers: copy })
  }
}
