const PLACEHOLDER_ORIGIN = 'http://placeholder.invalid'

/** How many layers of percent-encoding are peeled off before a path is refused as too deeply encoded. */
const MAX_DECODING_ROUNDS = 4

/**
 * The path is judged as a browser or the router may end up reading it: resolved ("/app/../..//evil.com" is
 * "//evil.com") and percent-decoded, as many times as it is encoded ("/%2e%2e//evil.com", "/%252F%252Fevil.com").
 * Refused: anything that is not a path ("https://...", "javascript:..."), a protocol-relative path ("//evil.com"),
 * a backslash ("/\evil.com", which browsers read as "//"), control characters, and any of these behind encoding.
 */
export function safeRedirectPath(value: unknown): string | undefined {
  if (typeof value !== 'string' || !isPlainPath(value)) return undefined
  const url = parse(value)
  if (!url) return undefined
  let path = url.pathname
  for (let round = 0; round <= MAX_DECODING_ROUNDS; round++) {
    const resolved = parse(path)?.pathname
    if (!isPlainPath(path) || resolved === undefined || !isPlainPath(resolved)) return undefined
    // A "%" that starts no escape is left as it is, by browsers as here: nothing more to decode.
    const decoded = decode(resolved) ?? resolved
    if (decoded === path || decoded === resolved) return `${url.pathname}${url.search}${url.hash}`
    path = decoded
  }
  return undefined
}

function isPlainPath(value: string) {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  const hasControlCharacter = /[\u0000-\u001f\u007f]/.test(value)
  return value.startsWith('/') && !value.startsWith('//') && !value.includes('\\') && !hasControlCharacter
}

/** `value` resolved against this site (dot segments gone), or undefined when it leaves it. */
function parse(value: string) {
  try {
    const url = new URL(value, PLACEHOLDER_ORIGIN)
    return url.origin === PLACEHOLDER_ORIGIN ? url : undefined
  } catch {
    return undefined
  }
}

function decode(value: string) {
  try {
    return decodeURIComponent(value)
  } catch {
    return undefined
  }
}
