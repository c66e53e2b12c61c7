import { createIsomorphicFn } from '@tanstack/react-start'
import type { i18n } from 'i18next'
import { namespacesUsedByRequest, requestI18n } from '@/server/i18n'
import { clientI18n } from '@/lib/i18n/client-i18n'

/** On the server, the request's own instance: it records the namespaces used. */
export const i18nForLanguage = createIsomorphicFn()
  .server((language: string): i18n => requestI18n(language))
  .client((): i18n => clientI18n)

/** The element that carries the page's namespaces (PageNamespaces, the document's last element). */
export const PAGE_NAMESPACES_ID = 'page-namespaces'

/**
 * The namespaces the server has used for this page so far; in the browser, those the server wrote. Read as the
 * document's last element renders, every namespace of the page is known, so nothing in the router's state waits for
 * the render to end (which would send the page through the router's stream transform).
 */
export const usedPageNamespaces = createIsomorphicFn()
  .server((): string[] => namespacesUsedByRequest()())
  .client((): string[] => {
    const written = document.getElementById(PAGE_NAMESPACES_ID)?.textContent
    return written ? (JSON.parse(written) as string[]) : []
  })

/** Before hydration: the browser loads the translations the server used for the page, and no others. */
export async function loadPageNamespaces() {
  await clientI18n.loadNamespaces(usedPageNamespaces())
}
