import type { Language } from '~/app.config'
import { fallbackLanguage, languageCookieName, toLanguage } from './languages'

function readCookie(cookieHeader: string | null, name: string) {
  for (const part of cookieHeader?.split(';') ?? []) {
    const [key, ...value] = part.trim().split('=')
    if (key === name) return decodeURIComponent(value.join('='))
  }
  return undefined
}

function fromAcceptLanguage(header: string | null) {
  const ranked = (header ?? '')
    .split(',')
    .map((entry) => {
      const [tag = '', ...params] = entry.trim().split(';')
      const quality = Number(
        params
          .find((param) => param.trim().startsWith('q='))
          ?.trim()
          .slice(2) ?? 1,
      )
      return { language: toLanguage(tag), quality: Number.isNaN(quality) ? 0 : quality }
    })
    .filter((entry) => entry.language && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality)
  return ranked[0]?.language
}

/** The browser's detection order as far as a server can see it. */
export function detectRequestLanguage(request: Pick<Request, 'url' | 'headers'>): Language {
  const query = new URL(request.url, 'http://localhost').searchParams.get('lng')
  return (
    toLanguage(query) ??
    toLanguage(readCookie(request.headers.get('cookie'), languageCookieName)) ??
    fromAcceptLanguage(request.headers.get('accept-language')) ??
    fallbackLanguage
  )
}
