import { createMiddleware } from '@tanstack/react-start'
import { languageCookieAttributes, languageCookieName, toLanguage } from '@/lib/i18n/languages'
import { withHeaderAppended } from './headers/with-headers'

/**
 * The browser's language detector does the same on hydrated pages, but the sign-in pages run no
 * application script, so the server writes it for every page.
 */
export function languageCookieFromQuery(request: Pick<Request, 'method' | 'url'>): string | undefined {
  if (request.method !== 'GET') return undefined
  const language = toLanguage(new URL(request.url).searchParams.get('lng'))
  return language ? `${languageCookieName}=${language}; ${languageCookieAttributes}` : undefined
}

/**
 * Outside the anonymous page cache: the cookie is added to each answer from its own request's URL, so a page
 * the cache keeps never holds one and a page it serves carries only the cookie this request asked for.
 */
export const languageFromQuery = createMiddleware().server(async ({ request, next, handlerType }) => {
  const cookie = handlerType === 'router' ? languageCookieFromQuery(request) : undefined
  const result = await next()
  return cookie ? { ...result, response: withHeaderAppended(result.response, 'set-cookie', cookie) } : result
})
