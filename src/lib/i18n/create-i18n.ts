import i18next, { type i18n, type Resource } from 'i18next'
import { initReactI18next } from 'react-i18next'
import { numberFormatter } from './format'
import { fallbackLanguage, languages, namespaces } from './languages'

export function createI18n(language: string, resources: Resource): i18n {
  const instance = i18next.createInstance()
  void instance
    .use(initReactI18next)
    .use(numberFormatter)
    .init({
      lng: language,
      resources,
      fallbackLng: fallbackLanguage,
      supportedLngs: [...languages],
      ns: [...namespaces],
      defaultNS: 'common',
      initAsync: false,
      interpolation: { escapeValue: false, alwaysFormat: true },
      react: { useSuspense: false },
    })
  return instance
}
