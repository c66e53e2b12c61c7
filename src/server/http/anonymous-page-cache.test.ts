import { describe, expect, it } from 'vitest'
import { createAnonymousPageCache } from './anonymous-page-cache'

const origin = 'http://localhost:3000'

function setup(options: { ttlSeconds?: number; maxEntries?: number } = {}) {
  let time = 0
  const cache = createAnonymousPageCache({
    paths: ['/login'],
    ttlSeconds: options.ttlSeconds ?? 60,
    maxEntries: options.maxEntries ?? 10,
    now: () => time,
  })
  return { cache, advance: (seconds: number) => (time += seconds * 1000) }
}

const get = (path: string, headers: Record<string, string> = {}) => new Request(`${origin}${path}`, { headers })
const page = (nonce: string, init: ResponseInit = {}) =>
  new Response(`<script nonce="${nonce}">x</script><script nonce="${nonce}">y</script>`, {
    status: 200,
    ...init,
    headers: { 'content-type': 'text/html; charset=utf-8', ...init.headers },
  })

describe('the anonymous page cache', () => {
  it('keys a listed page by language and URL, for visitors without a session', () => {
    const { cache } = setup()
    expect(cache.keyOf(get('/login', { 'accept-language': 'fr-FR,fr;q=0.9' }))).toBe('fr /login')
    expect(cache.keyOf(get('/login?redirect=%2Fapp', { cookie: 'i18next=ar' }))).toBe('ar /login?redirect=%2Fapp')
    expect(cache.keyOf(get('/login'))).toBe('en /login')
  })

  it('never serves or keeps a page for a visitor with any cookie but the language one, another page or method', () => {
    const { cache } = setup()
    expect(cache.keyOf(get('/login', { cookie: 'better-auth.session_token=abc.def' }))).toBeUndefined()
    expect(cache.keyOf(get('/login', { cookie: 'i18next=fr; other=1' }))).toBeUndefined()
    expect(cache.keyOf(get('/app'))).toBeUndefined()
    expect(cache.keyOf(get('/login/verify?email=a%40b.co'))).toBeUndefined()
    expect(cache.keyOf(new Request(`${origin}/login`, { method: 'POST' }))).toBeUndefined()
  })

  it('serves a kept page with the nonce of the new request in place of the one it was rendered with', async () => {
    const { cache } = setup()
    const sent = await cache.store('en /login', page('first-nonce'), 'first-nonce')
    expect(await sent.text()).toContain('nonce="first-nonce"')

    const served = cache.read('en /login', 'second-nonce')
    const html = await served?.text()
    expect(html).toBe('<script nonce="second-nonce">x</script><script nonce="second-nonce">y</script>')
    expect(served?.headers.get('content-type')).toBe('text/html; charset=utf-8')
  })

  it('keeps only a 200 HTML page that sets no cookie', async () => {
    const { cache } = setup()
    await cache.store('a', page('n', { status: 404 }), 'n')
    await cache.store('b', page('n', { headers: { 'set-cookie': 'x=1' } }), 'n')
    await cache.store('c', new Response('{}', { headers: { 'content-type': 'application/json' } }), 'n')
    expect([cache.read('a', 'm'), cache.read('b', 'm'), cache.read('c', 'm')]).toEqual([
      undefined,
      undefined,
      undefined,
    ])
  })

  it('forgets a page once its time is up, and the oldest page when full', async () => {
    const { cache, advance } = setup({ ttlSeconds: 60, maxEntries: 2 })
    await cache.store('one', page('n'), 'n')
    advance(59)
    expect(cache.read('one', 'm')).toBeDefined()
    advance(1)
    expect(cache.read('one', 'm')).toBeUndefined()

    await cache.store('two', page('n'), 'n')
    await cache.store('three', page('n'), 'n')
    await cache.store('four', page('n'), 'n')
    expect([cache.read('two', 'm'), cache.read('three', 'm'), cache.read('four', 'm')].map(Boolean)).toEqual([
      false,
      true,
      true,
    ])
  })
})
