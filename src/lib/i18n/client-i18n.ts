import i18next from 'i18next'
import LanguageDetector from 'i18next-browser-languagedetector'
import resourcesToBackend from 'i18next-resources-to-backend'
import { initReactI18next } from 'react-i18next'
import { numberFormatter } from './format'
import { alwaysLoadedNamespaces, detectionOptions, fallbackLanguage, languages } from './languages'

const lazyFiles = import.meta.glob('/locales/*/*.json', { import: 'default' })

export const clientI18n = i18next.createInstance()

/**
 * Starts with only the namespaces every page needs; the router then loads those the server used for the page
 * before hydrating, so hydration matches the HTML. A component needing a namespace not loaded yet suspends
 * until it arrives instead of showing raw keys; a language switch loads every namespace loaded so far.
 */
export async function initClientI18n(serverLanguage: string) {
  await clientI18n
    .use(
      resourcesToBackend((language: string, namespace: string) =>
        lazyFiles[`/locales/${language}/${namespace}.json`]?.(),
      ),
    )
    .use(LanguageDetector)
    .use(initReactI18next)
    .use(numberFormatter)
    .init({
      lng: serverLanguage,
      fallbackLng: fallbackLanguage,
      supportedLngs: [...languages],
      ns: [...alwaysLoadedNamespaces],
      defaultNS: 'common',
      detection: detectionOptions,
      interpolation: { escapeValue: false, alwaysFormat: true },
      react: { useSuspense: true },
    })
}
