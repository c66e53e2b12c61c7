import { describe, expect, it } from 'vitest'
import { createAnonymousPageCache } from './anonymous-page-cache'
import { languageCookieFromQuery, languageFromQuery } from './language-from-query'
import { withHeaderAppended } from './headers/with-headers'

const get = (path: string, method = 'GET') => ({ method, url: `http://localhost:3000${path}` })

describe('languageCookieFromQuery', () => {
  it('keeps a language the link asks for in the language cookie, for 43200 minutes, on the whole site, SameSite lax', () => {
    expect(languageCookieFromQuery(get('/login?lng=fr'))).toBe('i18next=fr; Path=/; Max-Age=2592000; SameSite=Lax')
    expect(languageCookieFromQuery(get('/app/repositories?searchTerm=x&lng=ar'))).toBe(
      'i18next=ar; Path=/; Max-Age=2592000; SameSite=Lax',
    )
  })

  it('keeps the language a regional tag names, as the page is rendered in it', () => {
    expect(languageCookieFromQuery(get('/login?lng=sw-KE'))).toMatch(/^i18next=sw;/)
    expect(languageCookieFromQuery(get('/login?lng=FR'))).toMatch(/^i18next=fr;/)
  })

  it('sets nothing for a missing, empty or unknown language, or a request that is not a page visit', () => {
    for (const path of [
      '/login',
      '/login?lng=',
      '/login?lng=xx',
      '/login?lng=de-DE',
      '/login?lng=fr%3B%20Domain%3Devil.example',
      '/login?language=fr',
    ]) {
      expect(languageCookieFromQuery(get(path)), path).toBeUndefined()
    }
    expect(languageCookieFromQuery(get('/login?lng=fr', 'POST'))).toBeUndefined()
  })
})

describe('withHeaderAppended', () => {
  it('adds a Set-Cookie next to those the response has, in place or on a copy of an immutable response', () => {
    const page = new Response('<html></html>', { headers: { 'set-cookie': 'session=abc; Path=/' } })
    expect(withHeaderAppended(page, 'set-cookie', 'i18next=fr').headers.getSetCookie()).toEqual([
      'session=abc; Path=/',
      'i18next=fr',
    ])

    const redirect = withHeaderAppended(
      Response.redirect('http://localhost:3000/login', 307),
      'set-cookie',
      'i18next=ar',
    )
    expect(redirect.status).toBe(307)
    expect(redirect.headers.get('location')).toBe('http://localhost:3000/login')
    expect(redirect.headers.getSetCookie()).toEqual(['i18next=ar'])
  })
})

type Next = () => Promise<{ response: Response }>
type Server = (options: {
  request: Request
  next: Next
  handlerType: 'serverFn' | 'router'
}) => Promise<{ response: Response }>
const middleware = (languageFromQuery as unknown as { options: { server: Server } }).options.server

describe('languageFromQuery around the anonymous page cache', () => {
  const cache = createAnonymousPageCache({ paths: ['/login'], ttlSeconds: 60, maxEntries: 10 })
  let renders = 0
  /** What the cache middleware does: a page it keeps, else a render it then keeps. */
  const cachedLogin = (request: Request) => async () => {
    const key = cache.keyOf(request)!
    const nonce = `nonce-${Math.random()}`
    const cached = cache.read(key, null)
    if (cached) return { response: cached }
    renders++
    const rendered = new Response(`<html lang="${key.split(' ')[0]}"><script nonce="${nonce}"></script></html>`, {
      headers: { 'content-type': 'text/html' },
    })
    return { response: await cache.store(key, rendered) }
  }
  const visit = (path: string, headers: Record<string, string> = {}) => {
    const request = new Request(`http://localhost:3000${path}`, { headers })
    return middleware({ request, handlerType: 'router', next: cachedLogin(request) }).then(({ response }) =>
      response.headers.getSetCookie(),
    )
  }

  it('adds the cookie to each answer of a ?lng= link, rendered or cached, and never to plain /login', async () => {
    expect(await visit('/login?lng=fr')).toEqual(['i18next=fr; Path=/; Max-Age=2592000; SameSite=Lax'])
    expect(await visit('/login?lng=fr')).toEqual(['i18next=fr; Path=/; Max-Age=2592000; SameSite=Lax'])
    expect(renders).toBe(1)
    expect(await visit('/login', { cookie: 'i18next=fr' })).toEqual([])
    expect(await visit('/login')).toEqual([])
    expect(await visit('/login?lng=xx')).toEqual([])
  })

  it('leaves server-function calls alone', async () => {
    const request = new Request('http://localhost:3000/_serverFn/abc?lng=fr')
    const { response } = await middleware({
      request,
      handlerType: 'serverFn',
      next: async () => ({ response: new Response('{}') }),
    })
    expect(response.headers.getSetCookie()).toEqual([])
  })
})
