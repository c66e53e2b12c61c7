import { documentTitle } from '@/components/page-title'
import { i18nForLanguage } from './i18n-for-language'

/** The title's namespace counts as used by the page; in the browser it is loaded first when missing. */
export function routeTitle(context: { language?: string } | undefined, key: string) {
  const i18n = i18nForLanguage(context?.language ?? 'en')
  const namespace = key.includes(':') ? key.slice(0, key.indexOf(':')) : 'common'
  i18n.reportNamespaces?.addUsedNamespaces([namespace])
  const title = () => ({ meta: [{ title: documentTitle(i18n.t(key)) }] })
  return i18n.hasLoadedNamespace(namespace) ? title() : i18n.loadNamespaces(namespace).then(title)
}
