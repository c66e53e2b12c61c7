import type { i18n } from 'i18next'

// i18next's types describe typed keys; this wrapper only passes arguments through.
type Translate = ((key: unknown, ...rest: unknown[]) => unknown) & {
  lng?: unknown
  lngs?: unknown
  ns?: unknown
  keyPrefix?: unknown
}
type GetFixedT = (
  language: unknown,
  namespace?: unknown,
  keyPrefix?: unknown,
  options?: { scopeNs?: unknown },
) => Translate

/**
 * Makes `instance.getFixedT` hand out one translation function per language, namespaces and key prefix, each
 * remembering the strings it resolved. A server instance's resources never change and every request renders with the
 * same few hundred keys, so a page's `t(key)` becomes a map lookup instead of i18next resolving the key again
 * (options, namespaces, fallbacks) on every call of every request. A call with options is remembered by its key and
 * options when each option is a string, a number or a boolean (the result is then a function of them); one with an
 * object or a function among its options (a formatter, a Date) is resolved every time.
 */
export function memoiseTranslations(instance: i18n) {
  const loose = instance as unknown as { getFixedT: GetFixedT }
  const getFixedT = loose.getFixedT.bind(instance)
  const functions = new Map<string, Translate>()
  loose.getFixedT = (language, namespace, keyPrefix, options) => {
    if (typeof keyPrefix === 'function') return getFixedT(language, namespace, keyPrefix, options)
    const cacheKey = JSON.stringify([language, namespace, keyPrefix, options?.scopeNs])
    let remembered = functions.get(cacheKey)
    if (!remembered) {
      remembered = rememberingStrings(getFixedT(language, namespace, keyPrefix, options))
      functions.set(cacheKey, remembered)
    }
    return remembered
  }
}

/** Strings remembered per translation function: calls with options vary (dates, counts), so they are bounded. */
const REMEMBERED_MAX = 5_000

function rememberingStrings(translate: Translate): Translate {
  const strings = new Map<string, string>()
  const remembering = (key: unknown, ...rest: unknown[]) => {
    const cacheKey = rememberedKey(key, rest)
    if (cacheKey === undefined) return translate(key, ...rest)
    let text = strings.get(cacheKey)
    if (text === undefined) {
      const translated = translate(key, ...rest)
      if (typeof translated !== 'string') return translated
      if (strings.size >= REMEMBERED_MAX) strings.clear()
      strings.set(cacheKey, (text = translated))
    }
    return text
  }
  // react-i18next reads the language, namespaces and key prefix from the function.
  const { lng, lngs, ns, keyPrefix } = translate
  return Object.assign(remembering, { lng, lngs, ns, keyPrefix })
}

/** The key of a call whose result depends on its arguments alone, or undefined for one that must be resolved. */
function rememberedKey(key: unknown, rest: unknown[]) {
  if (typeof key !== 'string') return undefined
  if (rest.length === 0) return key
  const [options] = rest
  if (rest.length > 1 || typeof options !== 'object' || options === null) return undefined
  for (const value of Object.values(options)) {
    if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') return undefined
  }
  return `${key}\u0000${JSON.stringify(options)}`
}
