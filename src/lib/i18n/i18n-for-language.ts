import { createIsomorphicFn } from '@tanstack/react-start'
import type { i18n } from 'i18next'
import { serverI18n } from '@/server/i18n'
import { clientI18n } from './client-i18n'

/** The i18next instance that renders `language`: one shared per language on the server, the browser's own on the client. */
export const i18nForLanguage = createIsomorphicFn()
  .server((language: string): i18n => serverI18n(language))
  .client((): i18n => clientI18n)
