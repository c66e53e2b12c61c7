import type { i18n, Resource, ResourceLanguage } from 'i18next'
import { getGlobalStartContext } from '@tanstack/react-start'
import { createI18n } from '@/lib/i18n/create-i18n'
import { fallbackLanguage, isLanguage } from '@/lib/i18n/languages'
import { memoiseTranslations } from './memoised-translations'

const files = import.meta.glob<ResourceLanguage>('/locales/*/*.json', { eager: true, import: 'default' })

const allResources: Resource = {}
for (const [path, content] of Object.entries(files)) {
  const [, , language = '', file = ''] = path.split('/')
  allResources[language] = { ...allResources[language], [file.replace('.json', '')]: content }
}

const instances = new Map<string, i18n>()

/** A shared i18next instance per language; its language never changes, so requests can share it. */
export function serverI18n(language: string): i18n {
  const key = isLanguage(language) ? language : fallbackLanguage
  let instance = instances.get(key)
  if (!instance) {
    instance = createI18n(key, allResources)
    memoiseTranslations(instance)
    instances.set(key, instance)
  }
  return instance
}

const requestInstances = new WeakMap<object, i18n>()

function currentRequestContext(): object | undefined {
  try {
    return getGlobalStartContext()
  } catch {
    return undefined // outside a request (e-mails sent later, tests)
  }
}

/**
 * A view of the language's shared instance that owns only the record of the namespaces the page used, for
 * hydration. Everything else is the shared instance's (i18next binds its methods to it), which a clone would
 * copy and initialise again for every request. React never subscribes to events while rendering on the
 * server (no effects, no store subscriptions), so the view adds no listeners to the shared instance.
 */
export function requestI18n(language: string): i18n {
  const context = currentRequestContext()
  const shared = serverI18n(language)
  if (!context) return shared
  let instance = requestInstances.get(context)
  if (!instance || Object.getPrototypeOf(instance) !== shared) {
    const used = new Set<string>()
    instance = Object.create(shared) as i18n
    instance.reportNamespaces = {
      addUsedNamespaces: (namespaces) => {
        for (const namespace of [namespaces].flat()) used.add(namespace)
      },
      getUsedNamespaces: () => [...used],
    }
    requestInstances.set(context, instance)
  }
  return instance
}

/** Call it whenever: the page may still be rendering. */
export function namespacesUsedByRequest(): () => string[] {
  const context = currentRequestContext()
  return () => (context && requestInstances.get(context)?.reportNamespaces?.getUsedNamespaces()) || []
}
