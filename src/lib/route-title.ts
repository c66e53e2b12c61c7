import { documentTitle } from '@/components/page-title'
import { i18nForLanguage } from './i18n/i18n-for-language'

/** `head` helper: the translated page title, ending with the product name. */
export function routeTitle(context: { language?: string } | undefined, key: string) {
  const i18n = i18nForLanguage(context?.language ?? 'en')
  return { meta: [{ title: documentTitle(i18n.t(key)) }] }
}
