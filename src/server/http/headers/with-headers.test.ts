import { describe, expect, it } from 'vitest'
import { withHeaders } from './with-headers'

describe('withHeaders', () => {
  it('sets the headers on the response itself when they can change', async () => {
    const original = new Response('{"ok":true}', { status: 201, headers: { 'content-type': 'application/json' } })
    const response = withHeaders(original, { 'x-one': '1', 'x-two': '2' })
    expect(response).toBe(original)
    expect(response.headers.get('x-one')).toBe('1')
    expect(response.headers.get('x-two')).toBe('2')
    expect(response.headers.get('content-type')).toBe('application/json')
    expect(await response.json()).toEqual({ ok: true })
  })

  it('copies a response whose headers are immutable, keeping its status and headers', async () => {
    const redirect = withHeaders(Response.redirect('http://localhost/login', 307), { 'x-one': '1' })
    expect(redirect.status).toBe(307)
    expect(redirect.headers.get('location')).toBe('http://localhost/login')
    expect(redirect.headers.get('x-one')).toBe('1')
  })
})
