import { type RenderOptions, render } from '@testing-library/react'
import type { i18n, Resource } from 'i18next'
import type { ReactElement, ReactNode } from 'react'
import { I18nextProvider } from 'react-i18next'
import { createI18n } from '@/lib/i18n/create-i18n'

const files = import.meta.glob<Record<string, unknown>>('/locales/*/*.json', { eager: true, import: 'default' })

/** Every locale file of the repository, as i18next resources: { en: { ui: {...}, ... }, fr: ... }. */
export const testResources: Resource = {}
for (const [path, content] of Object.entries(files)) {
  const [, , language = '', file = ''] = path.split('/')
  testResources[language] = { ...testResources[language], [file.replace(/\.json$/, '')]: content }
}

/** An i18next instance in `language` with the real translations (English as fallback). */
export function createTestI18n(language = 'en'): i18n {
  return createI18n(language, testResources)
}

/**
 * Renders inside an I18nextProvider with the real locale files, so tests assert the texts users
 * read. Returns Testing Library's result plus the i18n instance.
 */
export function renderWithI18n(
  ui: ReactElement,
  { language = 'en', ...options }: { language?: string } & Omit<RenderOptions, 'wrapper'> = {},
) {
  const i18n = createTestI18n(language)
  const wrapper = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
  return { ...render(ui, { wrapper, ...options }), i18n }
}

/** Replaces window.matchMedia with one where every `(min-width: Npx)` query matches for a viewport `width` wide. */
export function mockViewportWidth(width: number) {
  window.matchMedia = (query: string) => {
    const minWidth = /\(min-width:\s*(\d+)px\)/.exec(query)?.[1]
    const matches = minWidth !== undefined && width >= Number(minWidth)
    return {
      matches,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    } satisfies MediaQueryList
  }
}
