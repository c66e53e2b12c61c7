import { createHash } from 'node:crypto'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
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
const html = `<html><head><script nonce="first">theme()</script></head><body>${'<p>Sign in</p>'.repeat(200)}<script nonce="first">start()</script></body></html>`
const page = (init: ResponseInit = {}, body = html) =>
  new Response(body, {
    status: 200,
    ...init,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': "script-src 'nonce-first'",
      ...init.headers,
    },
  })
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`
const bytes = async (response: Response | undefined) => Buffer.from(await response!.arrayBuffer())

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

  it('sends the first visitor the page as rendered, and the next ones the same bytes allowed by hashes, not by its nonce', async () => {
    const { cache } = setup()
    const sent = await cache.store('en /login', page())
    expect(await sent.text()).toBe(html)
    expect(sent.headers.get('content-security-policy')).toBe("script-src 'nonce-first'")

    const served = cache.read('en /login', null)
    expect((await bytes(served)).toString()).toBe(html)
    const csp = served?.headers.get('content-security-policy') ?? ''
    expect(csp).toContain(`script-src 'self' ${sha256('theme()')} ${sha256('start()')} 'strict-dynamic'`)
    expect(csp).not.toContain('nonce')
    expect(served?.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(served?.headers.get('vary')).toBe('Accept-Encoding')
  })

  it("sends the headers it is given beside the page's own, its CSP winning", async () => {
    const { cache } = setup()
    await cache.store('en /login', page())
    const served = cache.read('en /login', 'br', {
      'x-frame-options': 'DENY',
      'set-cookie': 'i18next=en; Path=/',
      'content-security-policy': "default-src 'none'",
    })
    expect(served?.headers.get('x-frame-options')).toBe('DENY')
    expect(served?.headers.get('set-cookie')).toBe('i18next=en; Path=/')
    expect(served?.headers.get('content-security-policy')).toContain(sha256('theme()'))
    expect(served?.headers.get('content-encoding')).toBe('br')
  })

  it('sends the page compressed as the visitor accepts, compressed once when kept', async () => {
    const { cache } = setup()
    await cache.store('en /login', page())
    const brotli = cache.read('en /login', 'gzip, deflate, br')
    expect(brotli?.headers.get('content-encoding')).toBe('br')
    const compressed = await bytes(brotli)
    expect(brotli?.headers.get('content-length')).toBe(String(compressed.byteLength))
    expect(compressed.byteLength).toBeLessThan(html.length / 10)
    expect(brotliDecompressSync(compressed).toString()).toBe(html)

    const gzip = cache.read('en /login', 'gzip')
    expect(gzip?.headers.get('content-encoding')).toBe('gzip')
    expect(gunzipSync(await bytes(gzip)).toString()).toBe(html)
    expect(cache.read('en /login', 'identity')?.headers.get('content-encoding')).toBeNull()
  })

  it('keeps only a 200 HTML page that sets no cookie and loads no script file', async () => {
    const { cache } = setup()
    await cache.store('a', page({ status: 404 }))
    await cache.store('b', page({ headers: { 'set-cookie': 'x=1' } }))
    await cache.store('c', new Response('{}', { headers: { 'content-type': 'application/json' } }))
    const withFile = await cache.store('d', page({}, '<script type="module" src="/assets/app.js"></script>'))
    expect(await withFile.text()).toContain('/assets/app.js')
    expect(['a', 'b', 'c', 'd'].map((key) => cache.read(key, null))).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ])
  })

  it('forgets a page once its time is up, and the oldest page when full', async () => {
    const { cache, advance } = setup({ ttlSeconds: 60, maxEntries: 2 })
    await cache.store('one', page())
    advance(59)
    expect(cache.read('one', null)).toBeDefined()
    advance(1)
    expect(cache.read('one', null)).toBeUndefined()

    await cache.store('two', page())
    await cache.store('three', page())
    await cache.store('four', page())
    expect([cache.read('two', null), cache.read('three', null), cache.read('four', null)].map(Boolean)).toEqual([
      false,
      true,
      true,
    ])
  })
})
