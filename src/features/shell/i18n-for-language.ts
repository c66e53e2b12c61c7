import { createIsomorphicFn } from '@tanstack/react-start'
import type { i18n } from 'i18next'
import { namespacesUsedByRequest, requestI18n } from '@/server/i18n'
import { clientI18n } from '@/lib/i18n/client-i18n'

/** On the server, the request's own instance: it records the namespaces used. */
export const i18nForLanguage = createIsomorphicFn()
  .server((language: string): i18n => requestI18n(language))
  .client((): i18n => clientI18n)

/** Known once the server has rendered the whole page; the router streams them to the browser. */
export const pageNamespaces = createIsomorphicFn()
  .server((onRenderFinished: (listener: () => void) => void): Promise<string[]> => {
    const used = namespacesUsedByRequest()
    return new Promise((resolve) => onRenderFinished(() => resolve(used())))
  })
  .client((): Promise<string[]> => Promise.resolve([]))

export async function loadPageNamespaces(namespaces: Promise<string[]> | undefined) {
  await clientI18n.loadNamespaces((await namespaces) ?? [])
}
