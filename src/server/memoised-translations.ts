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
 * remembering the strings it resolved for keys asked without options. A server instance's resources never change
 * and every request renders with the same few hundred keys, so a page's `t(key)` becomes a map lookup instead of
 * i18next resolving the key again (options, namespaces, fallbacks) on every call of every request. A call with
 * options (interpolation, plurals, a default value) is not remembered: its result depends on them.
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

function rememberingStrings(translate: Translate): Translate {
  const strings = new Map<string, string>()
  const remembering = (key: unknown, ...rest: unknown[]) => {
    if (rest.length > 0 || typeof key !== 'string') return translate(key, ...rest)
    let text = strings.get(key)
    if (text === undefined) {
      const translated = translate(key)
      if (typeof translated !== 'string') return translated
      strings.set(key, (text = translated))
    }
    return text
  }
  // react-i18next reads the language, namespaces and key prefix from the function.
  const { lng, lngs, ns, keyPrefix } = translate
  return Object.assign(remembering, { lng, lngs, ns, keyPrefix })
}
