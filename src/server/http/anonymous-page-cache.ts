import { createMiddleware } from '@tanstack/react-start'
import { appConfig } from '~/app.config'
import { detectRequestLanguage } from '@/lib/i18n/detect-request-language'
import { languageCookieName } from '@/lib/i18n/languages'

/**
 * The sign-in page, the most requested, is the same for every anonymous visitor (a GET with no cookie but the
 * language one). Each cached page gets the nonce of its own request, so no two responses share one.
 */
export interface AnonymousPageCache {
  keyOf(request: Request): string | undefined
  read(key: string, nonce: string): Response | undefined
  /** Keeps `response` (rendered with `nonce`) when it can be shared; returns a response to send instead. */
  store(key: string, response: Response, nonce: string): Promise<Response>
}

interface CachedPage {
  /** The page's bytes between the places its nonce was: a hit's nonce goes in between, nothing is encoded again. */
  parts: Uint8Array[]
  contentType: string
  expiresAt: number
}

const encoder = new TextEncoder()

function withNonce(parts: Uint8Array[], nonce: string) {
  const nonceBytes = encoder.encode(nonce)
  return Buffer.concat(parts.flatMap((part, index) => (index === 0 ? [part] : [nonceBytes, part])))
}

export function createAnonymousPageCache(options: {
  paths: readonly string[]
  ttlSeconds: number
  maxEntries: number
  now?: () => number
}): AnonymousPageCache {
  const now = options.now ?? Date.now
  const paths = new Set(options.paths)
  const pages = new Map<string, CachedPage>()

  return {
    keyOf(request) {
      if (request.method !== 'GET') return undefined
      const url = new URL(request.url)
      if (!paths.has(url.pathname) || !onlyLanguageCookie(request.headers.get('cookie'))) return undefined
      return `${detectRequestLanguage(request)} ${url.pathname}${url.search}`
    },

    read(key, nonce) {
      const page = pages.get(key)
      if (!page) return undefined
      if (page.expiresAt <= now()) {
        pages.delete(key)
        return undefined
      }
      return new Response(withNonce(page.parts, nonce), { headers: { 'content-type': page.contentType } })
    },

    async store(key, response, nonce) {
      const contentType = response.headers.get('content-type') ?? ''
      const shareable =
        response.status === 200 && contentType.startsWith('text/html') && !response.headers.has('set-cookie')
      if (!shareable) return response
      const html = await response.text()
      // Oldest first: a full cache forgets its oldest page (the query strings of /login are unbounded).
      if (pages.size >= options.maxEntries) pages.delete(pages.keys().next().value as string)
      const parts = html.split(nonce).map((part) => encoder.encode(part))
      pages.set(key, { parts, contentType, expiresAt: now() + options.ttlSeconds * 1000 })
      return new Response(html, { status: response.status, headers: response.headers })
    },
  }
}

function onlyLanguageCookie(header: string | null) {
  if (!header) return true
  return header.split(';').every((part) => {
    const name = part.split('=', 1)[0]?.trim()
    return !name || name === languageCookieName
  })
}

const cache = createAnonymousPageCache(appConfig.anonymousPageCache)

export const anonymousPageCaching = createMiddleware().server(async ({ request, next, context, handlerType }) => {
  const nonce = (context as { cspNonce?: string }).cspNonce
  const key = handlerType === 'router' && nonce ? cache.keyOf(request) : undefined
  if (!key || !nonce) return next()
  const cached = cache.read(key, nonce)
  if (cached) return cached
  const result = await next()
  return { ...result, response: await cache.store(key, result.response, nonce) }
})
