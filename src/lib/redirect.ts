const PLACEHOLDER_ORIGIN = 'http://placeholder.invalid'

/**
 * The path of `value` when it stays on this site ("/app/repositories?page=2"), else undefined.
 * Refuses absolute URLs, protocol-relative ("//evil.com") and backslash tricks ("/\evil.com").
 */
export function safeRedirectPath(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) {
    return undefined
  }
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\u0000-\u001f\u007f]/.test(value)) return undefined
  try {
    const url = new URL(value, PLACEHOLDER_ORIGIN)
    if (url.origin !== PLACEHOLDER_ORIGIN) return undefined
    return `${url.pathname}${url.search}${url.hash}`
  } catch {
    return undefined
  }
}
