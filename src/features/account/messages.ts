// A namespace (letters, hyphens: auth-errors) and a key, maybe with values.
const TRANSLATION_KEY = /^[a-z][a-z-]*:[\w.]+(\|.*)?$/

export function errorMessageKey(error: unknown) {
  const message = error instanceof Error ? error.message : ''
  return TRANSLATION_KEY.test(message) ? message : 'errors:fallback'
}
