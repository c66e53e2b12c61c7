import { appConfig, type Language } from '~/app.config'

export const languages = appConfig.languages
export const fallbackLanguage: Language = appConfig.fallbackLanguage
export const namespaces = [
  'common',
  'auth',
  'errors',
  'emails',
  'ui',
  'layout',
  'repository',
  'account',
  'user',
  'dashboard',
  'audit',
  'dev',
  'demo',
  'api-docs',
  'auth-errors',
  'organization',
  'passkeys',
  'api-keys',
  // gen:entity:namespaces — the namespaces of new entities (npm run gen:entity) are added above this line
] as const
/** Messages that can arrive from the server at any time, and those of the shared field schemas (auth). */
export const alwaysLoadedNamespaces = ['common', 'auth', 'errors', 'auth-errors'] as const
export const languageCookieName = appConfig.languageCookie.name

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value)
}

/** 'fr-CA' -> 'fr'; unsupported -> undefined. */
export function toLanguage(value: string | null | undefined): Language | undefined {
  const primary = value?.trim().toLowerCase().split(/[-_]/)[0]
  return isLanguage(primary) ? primary : undefined
}

export function languageDirection(language: string): 'rtl' | 'ltr' {
  return (appConfig.rtlLanguages as readonly string[]).includes(language) ? 'rtl' : 'ltr'
}

export function languageFontScale(language: string) {
  return appConfig.fontScale[language] ?? 1
}

export const detectionOptions = {
  order: ['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag'],
  lookupQuerystring: 'lng',
  lookupCookie: languageCookieName,
  lookupLocalStorage: 'i18nextLng',
  lookupSessionStorage: 'i18nextLng',
  caches: ['localStorage', 'cookie'],
  cookieMinutes: appConfig.languageCookie.maxAgeMinutes,
  cookieOptions: { path: '/', sameSite: 'lax' as const },
}

/** As the detector above writes it, for the cookies written without it (the server's, the sign-in pages'). */
export const languageCookieAttributes = `Path=${detectionOptions.cookieOptions.path}; Max-Age=${detectionOptions.cookieMinutes * 60}; SameSite=Lax`
