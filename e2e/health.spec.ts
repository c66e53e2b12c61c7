import { expect, test } from '@playwright/test'

test.describe('health endpoints', () => {
  test('/api/health answers 200 ok', async ({ request }) => {
    const response = await request.get('/api/health')
    expect(response.status()).toBe(200)
    expect(await response.json()).toEqual({ status: 'ok' })
  })

  test('/api/ready answers 200 ok when the database answers, with the background jobs as last counted', async ({
    request,
  }) => {
    const response = await request.get('/api/ready')
    expect(response.status()).toBe(200)
    expect(await response.json()).toEqual({
      status: 'ok',
      jobs: { waiting: expect.any(Number), running: expect.any(Number), failed: expect.any(Number) },
    })
  })

  test('every response carries a request id, an incoming one only when it looks like an id', async ({ request }) => {
    const generated = await request.get('/api/health')
    expect(generated.headers()['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)

    const kept = await request.get('/api/health', { headers: { 'x-request-id': 'proxy-id-0123456789' } })
    expect(kept.headers()['x-request-id']).toBe('proxy-id-0123456789')

    const refused = await request.get('/login', { headers: { 'x-request-id': 'bad id <script>' } })
    expect(refused.headers()['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)

    // The anonymous /login, answered from the page cache once rendered, carries it too.
    await request.get('/login')
    const cached = await request.get('/login', { headers: { 'x-request-id': 'proxy-id-cached-page' } })
    expect(cached.headers()['content-security-policy']).toContain("'sha256-")
    expect(cached.headers()['x-request-id']).toBe('proxy-id-cached-page')
  })
})
