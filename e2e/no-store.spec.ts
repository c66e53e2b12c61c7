import { readdirSync } from 'node:fs'

import { serverFunctionPath } from './fixtures/server-functions'
import { admin, expect, signInOverHttp, test, user } from './fixtures/test'

/**
 * Nothing of a signed-in visit stays in the browser's cache (src/server/http/headers/no-store.ts): after signing out on a
 * shared computer, the back button must show none of it. Anonymous pages and built files keep their caching.
 */
test.describe('Cache-Control', () => {
  test('is no-store on every page, server function and /api/auth answer of a signed-in visit', async ({
    request,
    baseURL,
  }) => {
    await signInOverHttp(request, admin.email)
    for (const path of ['/app', '/app/account', '/manager/dashboard', '/manager/users', '/login', '/no-such-page']) {
      const response = await request.get(path, { maxRedirects: 0 })
      expect(response.status(), path).toBeLessThan(500)
      expect(response.headers()['cache-control'], path).toBe('no-store')
    }
    for (const path of ['/api/auth/get-session', '/api/auth/admin/list-users']) {
      const response = await request.get(path)
      expect(response.status(), path).toBe(200)
      expect(await response.text(), path).toContain(admin.email)
      expect(response.headers()['cache-control'], path).toBe('no-store')
    }
    const context = await request.get(serverFunctionPath('getAppContext'), {
      headers: { 'x-tsr-serverfn': 'true', origin: baseURL!, accept: 'application/json' },
    })
    expect(context.status()).toBe(200)
    expect(await context.text()).toContain(admin.email)
    expect(context.headers()['cache-control']).toBe('no-store')
  })

  test('is no-store on the pages a browser loads while signed in', async ({ page }) => {
    await signInOverHttp(page.request, user.email)
    const response = await page.goto('/app/account')
    expect(response?.status()).toBe(200)
    expect(await response?.headerValue('cache-control')).toBe('no-store')
  })

  test('leaves anonymous pages and built files as they were', async ({ request }) => {
    const login = await request.get('/login')
    expect(login.status()).toBe(200)
    expect(login.headers()['cache-control']).toBeUndefined()
    const script = readdirSync('.output/public/assets').find((file) => file.endsWith('.js'))
    const asset = await request.get(`/assets/${script}`)
    expect(asset.status()).toBe(200)
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
  })
})
