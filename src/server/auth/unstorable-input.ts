import { isStorableText } from '@/lib/validation/validation'

function collectStrings(value: unknown, into: string[]) {
  const pending: unknown[] = [value]
  while (pending.length) {
    const current = pending.pop()
    if (typeof current === 'string') into.push(current)
    else if (Array.isArray(current)) pending.push(...current)
    else if (typeof current === 'object' && current !== null) {
      for (const [key, child] of Object.entries(current)) {
        into.push(key)
        pending.push(child)
      }
    }
  }
}

/**
 * A NUL character or a lone UTF-16 surrogate. better-auth validates types, not characters: such a value
 * reached PostgreSQL and failed the query, a 500.
 */
export async function hasUnstorableInput(request: Request): Promise<boolean> {
  const url = new URL(request.url)
  const texts = [...url.searchParams.keys(), ...url.searchParams.values()]
  const contentType = request.headers.get('content-type') ?? ''
  if (request.body && request.method !== 'GET' && request.method !== 'HEAD') {
    if (contentType.includes('application/json')) {
      collectStrings(
        await request
          .clone()
          .json()
          .catch(() => undefined),
        texts,
      )
    } else if (contentType.includes('application/x-www-form-urlencoded')) {
      const form = new URLSearchParams(await request.clone().text())
      texts.push(...form.keys(), ...form.values())
    }
  }
  return !texts.every(isStorableText)
}

/** In better-auth's error shape: the browser translates its code. */
export function unstorableInputResponse() {
  return Response.json(
    { code: 'VALIDATION_ERROR', message: 'The request holds characters that cannot be stored' },
    { status: 400 },
  )
}
