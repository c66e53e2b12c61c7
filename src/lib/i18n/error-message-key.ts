// A namespace (letters, hyphens: auth-errors) and a key, maybe with values.
const TRANSLATION_KEY = /^[a-z][a-z-]*:[\w.]+(\|.*)?$/

/** The translation key a server refusal carries (see Refusal), else the generic message. */
export function errorMessageKey(error: unknown) {
  const message = error instanceof Error ? error.message : ''
  return TRANSLATION_KEY.test(message) ? message : 'errors:fallback'
}
