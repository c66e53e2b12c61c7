import { createHash } from 'node:crypto'
import type { APIResponse, Page, Response } from '@playwright/test'
import { expect, hydrated, newEmail, signIn, test, user } from './fixtures/test'

/**
 * The security headers every response carries (src/server/http/headers/security-headers.ts): a page's CSP allows the
 * scripts of its nonce (a page from the anonymous page cache: its inline scripts' hashes); data (server functions,
 * /api/auth) gets a CSP that allows nothing.
 */
function expectSecurityHeaders(headers: Record<string, string>, { document }: { document: boolean }) {
  const csp = headers['content-security-policy']
  if (document) {
    expect(csp).toMatch(
      /script-src 'self' ('nonce-[A-Za-z0-9+/=]{24}'|('sha256-[A-Za-z0-9+/=]{44}' )*'sha256-[A-Za-z0-9+/=]{44}') 'strict-dynamic'/,
    )
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/)
    for (const directive of [`frame-ancestors 'none'`, `base-uri 'self'`, `object-src 'none'`, `form-action 'self'`])
      expect(csp).toContain(directive)
  } else {
    expect(csp).toBe(`default-src 'none'; frame-ancestors 'none'`)
  }
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
  expect(headers['permissions-policy']).toContain('camera=()')
  expect(headers['permissions-policy']).toContain('microphone=()')
  expect(headers['permissions-policy']).toContain('geolocation=()')
  expect(headers['x-frame-options']).toBe('DENY')
  // The e2e server runs over http: no HSTS (it would pin localhost to https).
  expect(headers['strict-transport-security']).toBeUndefined()
}

const nonceOf = (response: APIResponse) =>
  /'nonce-([^']+)'/.exec(response.headers()['content-security-policy'] ?? '')?.[1]

/** A server function's response, as the browser gets it on a client-side navigation (the repositories list). */
async function serverFunctionUrl(page: Page) {
  await signIn(page, user.email)
  const answered = page.waitForResponse((response) => response.url().includes('/_serverFn/'))
  await (
    await hydrated(
      page.getByRole('complementary', { name: 'Sidebar' }).getByRole('link', { name: 'Code repositories' }),
    )
  ).click()
  return answered
}

test.describe('security headers', () => {
  test('are on pages, /api/auth and server functions', async ({ request, page }) => {
    const login = await request.get('/login')
    expect(login.status()).toBe(200)
    expectSecurityHeaders(login.headers(), { document: true })

    const notFound = await request.get('/api/no-such-endpoint')
    expect(notFound.status()).toBe(404)
    expect(notFound.headers()['content-type']).toContain('text/html')
    expectSecurityHeaders(notFound.headers(), { document: true })

    const session = await request.get('/api/auth/get-session')
    expect(session.status()).toBe(200)
    expectSecurityHeaders(session.headers(), { document: false })

    const fnResponse: Response = await serverFunctionUrl(page)
    expectSecurityHeaders(await fnResponse.allHeaders(), { document: false })
  })

  test('a rendered page carries a new nonce on every inline script; a cached one is allowed by their hashes', async ({
    request,
    page,
  }) => {
    // A URL of its own: the first answer is rendered, the next ones come from the anonymous page cache.
    const url = `/login?redirect=${encodeURIComponent(`/app/repositories?security=${Date.now()}`)}`
    const rendered = await request.get(url)
    const nonce = nonceOf(rendered)
    expect(nonce).toBeTruthy()
    const renderedHtml = await rendered.text()
    const scripts = [...renderedHtml.matchAll(/<script\b[^>]*>/g)].map((match) => match[0])
    expect(scripts.length).toBeGreaterThan(1)
    for (const script of scripts) expect(script, script).toContain(`nonce="${nonce}"`)
    expect(nonceOf(await request.get('/login?other=1'))).not.toBe(nonce)

    const cached = await request.get(url)
    const csp = cached.headers()['content-security-policy'] ?? ''
    expect(csp).not.toContain('nonce-')
    const cachedHtml = await cached.text()
    expect(cachedHtml).toBe(renderedHtml)
    const sources = [...cachedHtml.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]!)
    const hashes = new Set(sources.map((source) => `'sha256-${createHash('sha256').update(source).digest('base64')}'`))
    const listed = /script-src 'self' (.*) 'strict-dynamic'/.exec(csp)?.[1]?.split(' ')
    expect(new Set(listed)).toEqual(hashes)

    // In a browser the cached page's scripts run (the theme script sets the class) and none is refused.
    const violations: string[] = []
    page.on('console', (message) => {
      if (/Content.Security.Policy|CSP/i.test(message.text())) violations.push(message.text())
    })
    const opened = await page.goto(url)
    expect(opened?.headers()['content-security-policy']).toBe(csp)
    await expect(page.locator('html')).toHaveAttribute('class', /light|dark/)
    expect(violations).toEqual([])
  })

  test('the app works under the CSP: sign in, the shell, the theme and sidebar scripts', async ({ page }) => {
    const violations: string[] = []
    page.on('console', (message) => {
      if (/Content.Security.Policy|CSP/i.test(message.text())) violations.push(message.text())
    })
    page.on('pageerror', (error) => violations.push(error.message))
    await signIn(page, user.email)
    await expect(page).toHaveURL(/\/app(\/|$|\?)/)
    await hydrated(page.locator('main'))
    // The inline theme script ran before paint: the <html> class carries the theme.
    await expect(page.locator('html')).toHaveAttribute('class', /light|dark/)
    await page.reload()
    await hydrated(page.locator('main'))
    expect(violations).toEqual([])
  })
})

test.describe('cross-site requests', () => {
  test('server functions answer 403 to a cross-site POST', async ({ page, baseURL }) => {
    const fn = await serverFunctionUrl(page)
    const url = fn.url()
    const crossSite = await page.request.post(url, {
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site', 'content-type': 'application/json' },
      data: '{}',
    })
    expect(crossSite.status()).toBe(403)
    const noOrigin = await page.request.post(url, { headers: { 'content-type': 'application/json' }, data: '{}' })
    expect(noOrigin.status()).toBe(403)
    // The same call from the app's own origin gets past the check.
    const sameOrigin = await page.request.get(url, { headers: { origin: baseURL!, 'sec-fetch-site': 'same-origin' } })
    expect(sameOrigin.status()).not.toBe(403)
  })

  test('the sign-in forms refuse a post from another origin', async ({ request, baseURL }) => {
    for (const path of ['/login', '/login/verify']) {
      const crossSite = await request.post(path, {
        headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
        form: { email: newEmail('cross-site-form'), code: '123456' },
        maxRedirects: 0,
      })
      expect(crossSite.status(), path).toBe(303)
      expect(crossSite.headers().location, path).toBe('/login/error?error=access_denied')
      expect(crossSite.headers()['set-cookie'], path).toBeUndefined()
    }
    // The same form from the site itself goes on to the next step (a new address: a code sent to a shared
    // account would replace the one another spec is typing).
    const email = newEmail('same-site-form')
    const sameSite = await request.post('/login', {
      headers: { origin: new URL(baseURL!).origin },
      form: { email },
      maxRedirects: 0,
    })
    expect(sameSite.headers().location).toBe(`/login/verify?email=${encodeURIComponent(email)}`)
  })

  test('/api/auth answers 403 to a POST from another origin', async ({ page, baseURL }) => {
    const crossSite = await page.request.post('/api/auth/email-otp/send-verification-otp', {
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      data: { email: user.email, type: 'sign-in' },
    })
    expect(crossSite.status()).toBe(403)
    expect(await crossSite.text()).toMatch(/origin/i)

    // Signed in: a forged sign-out carrying the session cookie is refused, and the session lives on.
    await signIn(page, user.email)
    const signOut = await page.request.post('/api/auth/sign-out', {
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      data: {},
    })
    expect(signOut.status()).toBe(403)
    const session = await page.request.get('/api/auth/get-session')
    expect(((await session.json()) as { user?: { email: string } } | null)?.user?.email).toBe(user.email)
    expect(baseURL).toBeTruthy()
  })
})

test.describe('request bodies', () => {
  const oversized = 'x'.repeat(1024 * 1024 + 1)

  test('over 1 MB answer 413, on /api/auth and server functions', async ({ page, request, baseURL }) => {
    const auth = await request.post('/api/auth/sign-in/email', {
      headers: { origin: baseURL!, 'content-type': 'application/json' },
      data: oversized,
    })
    expect(auth.status()).toBe(413)
    expectSecurityHeaders(auth.headers(), { document: false })

    const fn = await serverFunctionUrl(page)
    const serverFn = await page.request.post(fn.url(), {
      headers: { origin: baseURL!, 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' },
      data: oversized,
    })
    expect(serverFn.status()).toBe(413)
    expectSecurityHeaders(serverFn.headers(), { document: false })
  })
})

test.describe('cookies', () => {
  test('the session cookie is HttpOnly and SameSite=Lax (Secure only over https)', async ({ page, context }) => {
    await signIn(page, user.email)
    const cookies = await context.cookies()
    const session = cookies.find((cookie) => cookie.name.includes('session_token'))
    expect(session, cookies.map((cookie) => cookie.name).join()).toBeTruthy()
    expect(session!.httpOnly).toBe(true)
    expect(session!.sameSite).toBe('Lax')
    // The e2e server is http://localhost; over https the cookie is __Secure- prefixed and Secure (unit test).
    expect(session!.secure).toBe(false)
  })
})
