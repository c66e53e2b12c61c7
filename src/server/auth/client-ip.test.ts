import { describe, expect, it } from 'vitest'
import { CLIENT_IP_HEADER, resolveClientIp, withClientIp } from './client-ip'

describe('resolveClientIp', () => {
  const spoofed = new Headers({ 'x-forwarded-for': '6.6.6.6' })

  it('uses the socket address and ignores forwarding headers by default', () => {
    expect(resolveClientIp(spoofed, '10.0.0.7', undefined)).toBe('10.0.0.7')
  })

  it('uses the left-most address of the trusted proxy header when configured', () => {
    expect(
      resolveClientIp(new Headers({ 'x-forwarded-for': '203.0.113.9, 10.0.0.1' }), '10.0.0.1', 'x-forwarded-for'),
    ).toBe('203.0.113.9')
    expect(resolveClientIp(new Headers(), '10.0.0.1', 'x-forwarded-for')).toBe('10.0.0.1')
  })
})

describe('withClientIp', () => {
  it('overwrites a client-sent value and keeps method and body', async () => {
    const request = new Request('http://localhost/api/auth/x', {
      method: 'POST',
      headers: { [CLIENT_IP_HEADER]: '6.6.6.6', 'content-type': 'application/json' },
      body: '{"a":1}',
    })
    const copy = await withClientIp(request, '10.0.0.7')
    expect(copy.headers.get(CLIENT_IP_HEADER)).toBe('10.0.0.7')
    expect(copy.method).toBe('POST')
    expect(await copy.json()).toEqual({ a: 1 })
  })

  it('removes a client-sent value when the address is unknown', async () => {
    const copy = await withClientIp(
      new Request('http://localhost/', { headers: { [CLIENT_IP_HEADER]: '6.6.6.6' } }),
      undefined,
    )
    expect(copy.headers.has(CLIENT_IP_HEADER)).toBe(false)
  })
})
