// A namespace (letters, hyphens: auth-errors) and a key, maybe with values.
const TRANSLATION_KEY = /^[a-z][a-z-]*:[\w.]+(\|.*)?$/

/** Server functions send their refusals as translation keys (see Refusal); anything else is an internal message. */
export function isTranslationKey(message: string) {
  return TRANSLATION_KEY.test(message)
}

/** The translation key a server refusal carries, else the generic message. */
export function errorMessageKey(error: unknown) {
  const message = error instanceof Error ? error.message : ''
  return isTranslationKey(message) ? message : 'errors:fallback'
}
