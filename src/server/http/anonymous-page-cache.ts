import { FastResponse } from 'srvx'
import { appConfig } from '~/app.config'
import { detectRequestLanguage } from '@/lib/i18n/detect-request-language'
import { languageCookieName } from '@/lib/i18n/languages'
import { type ContentEncoding, compressWhole, negotiateEncoding } from './compression/compression'
import { contentSecurityPolicy } from './headers/security-headers'
import { inlineScriptHashes } from './headers/inline-script-hashes'

/**
 * The sign-in page, the most requested, is the same for every anonymous visitor (a GET with no cookie but the
 * language one). It is kept as the bytes rendered for the first visitor, compressed once per encoding, and sent to
 * the next ones with a CSP that allows its inline scripts by their hashes: no nonce is ever sent twice as a valid one,
 * and a hit costs neither a render nor a compression.
 */
export interface AnonymousPageCache {
  keyOf(request: Request): string | undefined
  /**
   * The kept page in the encoding `acceptEncoding` prefers, with `headers` and its own CSP header. All its headers are
   * given at once, as one object: a hit never builds a web `Headers`, whose checks of each value were a fifth of its
   * CPU.
   */
  read(key: string, acceptEncoding: string | null, headers?: Record<string, string>): Response | undefined
  /** Keeps `response` when it can be shared; returns a response to send instead. */
  store(key: string, response: Response): Promise<Response>
}

interface CachedPage {
  bodies: Record<ContentEncoding | 'identity', Uint8Array<ArrayBuffer>>
  contentType: string
  contentSecurityPolicy: string
  expiresAt: number
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

    read(key, acceptEncoding, headers = {}) {
      const page = pages.get(key)
      if (!page) return undefined
      if (page.expiresAt <= now()) {
        pages.delete(key)
        return undefined
      }
      const encoding = negotiateEncoding(acceptEncoding)
      const body = page.bodies[encoding ?? 'identity']
      // srvx writes a FastResponse's bytes to the socket as they are, where a Response would be read as a stream.
      return new FastResponse(body, {
        headers: {
          ...headers,
          'content-type': page.contentType,
          'content-length': String(body.byteLength),
          'content-security-policy': page.contentSecurityPolicy,
          vary: 'Accept-Encoding',
          ...(encoding ? { 'content-encoding': encoding } : {}),
        },
      }) as unknown as Response
    },

    async store(key, response) {
      const contentType = response.headers.get('content-type') ?? ''
      const shareable =
        response.status === 200 && contentType.startsWith('text/html') && !response.headers.has('set-cookie')
      if (!shareable) return response
      const html = await response.text()
      const hashes = inlineScriptHashes(html)
      if (hashes) {
        // Oldest first: a full cache forgets its oldest page (the query strings of /login are unbounded).
        if (pages.size >= options.maxEntries) pages.delete(pages.keys().next().value as string)
        const identity = new TextEncoder().encode(html)
        const [br, gzip] = await Promise.all([compressWhole(identity, 'br'), compressWhole(identity, 'gzip')])
        pages.set(key, {
          bodies: { identity, br: new Uint8Array(br), gzip: new Uint8Array(gzip) },
          contentType,
          contentSecurityPolicy: contentSecurityPolicy({ hashes }),
          expiresAt: now() + options.ttlSeconds * 1000,
        })
      }
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

export const anonymousPageCache = createAnonymousPageCache(appConfig.anonymousPageCache)

/** Answered before TanStack Start: a hit needs none of its routing, loaders or rendering. */
export function cachedPage(request: Request, headers: Record<string, string>): Response | undefined {
  const key = anonymousPageCache.keyOf(request)
  return key ? anonymousPageCache.read(key, request.headers.get('accept-encoding'), headers) : undefined
}
