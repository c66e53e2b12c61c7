import { expect, signInOverHttp, test, user } from './fixtures/test'

/**
 * A signed-in visitor of /login is sent on to `redirect` only when it is a path of this site once resolved and
 * decoded (src/features/auth/redirect.ts); any other value sends them to their default area, never to a 500.
 */
test.describe('the redirect after sign-in', () => {
  test('a path that leaves the site once normalised sends to the default area', async ({ request }) => {
    await signInOverHttp(request, user.email)
    for (const redirect of [
      '/app/../..//evil.com',
      '/%2e%2e//evil.com',
      '/%252F%252Fevil.com',
      '/%5Cevil.com',
      '//evil.com',
    ]) {
      const response = await request.get(`/login?redirect=${encodeURIComponent(redirect)}`, { maxRedirects: 0 })
      expect(response.status(), redirect).toBe(307)
      expect(response.headers().location, redirect).toBe('/app')
    }
    const kept = await request.get(`/login?redirect=${encodeURIComponent('/app/../app/account')}`, { maxRedirects: 0 })
    expect(kept.status()).toBe(307)
    expect(kept.headers().location).toBe('/app/account')
  })
})
