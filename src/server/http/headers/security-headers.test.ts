import { describe, expect, it } from 'vitest'
import { limitRequestBody } from '../body-limit'
import {
  contentSecurityPolicy,
  createCspNonce,
  DATA_CONTENT_SECURITY_POLICY,
  mayServeDocument,
  securityHeaders,
} from './security-headers'

describe('createCspNonce', () => {
  it('gives 128 random bits in base64, never the same twice', () => {
    const a = createCspNonce()
    expect(a).toMatch(/^[A-Za-z0-9+/]{22}==$/)
    expect(createCspNonce()).not.toBe(a)
  })

  it('stays unique past the pool it draws from, refilled from the random source', () => {
    const nonces = Array.from({ length: 1_000 }, createCspNonce)
    expect(new Set(nonces).size).toBe(nonces.length)
    expect(nonces.every((nonce) => Buffer.from(nonce, 'base64').byteLength === 16)).toBe(true)
  })
})

describe('contentSecurityPolicy', () => {
  const csp = contentSecurityPolicy({ nonce: 'abc123' })
  const directive = (name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `))

  it('runs only the scripts carrying the nonce, never inline ones', () => {
    expect(directive('script-src')).toBe(`script-src 'self' 'nonce-abc123' 'strict-dynamic'`)
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/)
  })

  it('runs the inline scripts of a page sent to many by their hashes, without a nonce', () => {
    const shared = contentSecurityPolicy({ hashes: ['sha256-AAA=', 'sha256-BBB='] })
    expect(shared.split('; ').find((d) => d.startsWith('script-src '))).toBe(
      `script-src 'self' 'sha256-AAA=' 'sha256-BBB=' 'strict-dynamic'`,
    )
  })

  it('locks down framing, base, plugins and form targets', () => {
    expect(directive('frame-ancestors')).toBe(`frame-ancestors 'none'`)
    expect(directive('base-uri')).toBe(`base-uri 'self'`)
    expect(directive('object-src')).toBe(`object-src 'none'`)
    expect(directive('form-action')).toBe(`form-action 'self'`)
    expect(directive('default-src')).toBe(`default-src 'self'`)
  })
})

describe('securityHeaders', () => {
  it('sets the fixed headers and the CSP of the nonce', () => {
    const headers = securityHeaders({ nonce: 'n0nce', https: false })
    expect(headers['content-security-policy']).toContain(`'nonce-n0nce'`)
    expect(headers['x-content-type-options']).toBe('nosniff')
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    expect(headers['permissions-policy']).toContain('camera=()')
    expect(headers['permissions-policy']).toContain('microphone=()')
    expect(headers['permissions-policy']).toContain('geolocation=()')
    expect(headers['x-frame-options']).toBe('DENY')
  })

  it('gives a response that is never a document, without nonce, the CSP that allows nothing', () => {
    const headers = securityHeaders({ https: false })
    expect(headers['content-security-policy']).toBe(`default-src 'none'; frame-ancestors 'none'`)
    expect(headers['content-security-policy']).toBe(DATA_CONTENT_SECURITY_POLICY)
    expect(headers['x-content-type-options']).toBe('nosniff')
    expect(headers['x-frame-options']).toBe('DENY')
  })

  it('sends Strict-Transport-Security only over https', () => {
    expect(securityHeaders({ nonce: 'n', https: false })).not.toHaveProperty('strict-transport-security')
    expect(securityHeaders({ nonce: 'n', https: true })['strict-transport-security']).toBe(
      'max-age=63072000; includeSubDomains',
    )
  })
})

describe('mayServeDocument', () => {
  it('is false for server functions and better-auth, whose answers are data or redirects', () => {
    expect(mayServeDocument('/_serverFn/abc')).toBe(false)
    expect(mayServeDocument('/api/auth/get-session')).toBe(false)
  })

  it('is true for pages and for other paths, which can answer the "Not found" page', () => {
    for (const path of ['/', '/login', '/manager/users', '/api/health', '/api/nope', '/api/authx', '/_serverFnx'])
      expect(mayServeDocument(path), path).toBe(true)
  })
})

describe('limitRequestBody', () => {
  const post = (body: BodyInit, headers: Record<string, string> = {}) =>
    new Request('http://localhost/api/auth/sign-in/email', {
      method: 'POST',
      body,
      headers,
      duplex: 'half',
    } as RequestInit)

  it('lets requests without a body and small bodies through', async () => {
    const get = new Request('http://localhost/')
    expect(await limitRequestBody(get, 10)).toBe(get)
    const small = post('12345', { 'content-length': '5' })
    expect(await limitRequestBody(small, 10)).toBe(small)
  })

  // A refused body is read to its end, up to eight times the limit, so that the client sending it reads the 413.
  it('answers 413 to a declared length over the limit, once it has read the body', async () => {
    const request = post('x'.repeat(20), { 'content-length': '20' })
    const result = await limitRequestBody(request, 10)
    expect(result).toBeInstanceOf(Response)
    expect((result as Response).status).toBe(413)
    expect(request.bodyUsed).toBe(true)
  })

  it('answers 413 to a declared length past eight times the limit without reading the body', async () => {
    const request = post('x'.repeat(81), { 'content-length': '81' })
    expect(((await limitRequestBody(request, 10)) as Response).status).toBe(413)
    expect(request.bodyUsed).toBe(false)
  })

  it('reads a body of unknown length only up to eight times the limit', async () => {
    let pulled = 0
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++
        controller.enqueue(new Uint8Array(4))
      },
    })
    const result = await limitRequestBody(post(endless), 10)
    expect((result as Response).status).toBe(413)
    // 4 bytes a chunk: 20 chunks make the 80 bytes read, and the stream may have asked for one more.
    expect(pulled).toBeLessThanOrEqual(21)
  })

  it('passes a small body of unknown length on, intact', async () => {
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"a":'))
        controller.enqueue(new TextEncoder().encode('1}'))
        controller.close()
      },
    })
    const result = await limitRequestBody(post(stream, { 'content-type': 'application/json' }), 10)
    expect(result).toBeInstanceOf(Request)
    expect(await (result as Request).json()).toEqual({ a: 1 })
    expect((result as Request).headers.get('content-type')).toBe('application/json')
  })
})
