import type { i18n, Resource, ResourceLanguage } from 'i18next'
import { createI18n } from '@/lib/i18n/create-i18n'
import { fallbackLanguage, isLanguage } from '@/lib/i18n/languages'

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
    instances.set(key, instance)
  }
  return instance
}
