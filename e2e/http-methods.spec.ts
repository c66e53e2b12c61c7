import { ports } from './fixtures/ports'
import { RawHttpConnection } from './fixtures/raw-http'
import { serverFunctionPath } from './fixtures/server-functions'
import { expect, test } from './fixtures/test'

/**
 * The method policy (docs/decisions/035-http-method-policy.md): pages answer GET and HEAD (the sign-in pages POST
 * too), /api/auth GET, HEAD and POST; any other method gets 405 with Allow, and no method is ever a 5xx.
 */

const PAGES = [
  '/',
  '/login',
  '/login/verify?email=a%40example.com',
  '/login/error',
  '/app',
  '/manager/users',
  '/onboarding',
  '/no-such-page',
  '/api/health',
]
const REFUSED_ON_PAGES = ['PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE', 'PROPFIND']

test.describe('HTTP methods', () => {
  test('pages answer GET and HEAD, and 405 with Allow to any other method', async ({ request }) => {
    for (const path of PAGES) {
      for (const method of ['GET', 'HEAD']) {
        const response = await request.fetch(path, { method, maxRedirects: 0 })
        expect(response.status(), `${method} ${path}`).toBeLessThan(500)
        expect(response.status(), `${method} ${path}`).not.toBe(405)
      }
      const posting = path === '/login' || path.startsWith('/login/verify')
      for (const method of posting ? REFUSED_ON_PAGES : [...REFUSED_ON_PAGES, 'POST']) {
        const response = await request.fetch(path, { method, maxRedirects: 0 })
        expect(response.status(), `${method} ${path}`).toBe(405)
        expect(response.headers().allow, `${method} ${path}`).toBe(posting ? 'GET, HEAD, POST' : 'GET, HEAD')
        expect(response.headers()['x-content-type-options'], 'the security headers').toBe('nosniff')
      }
    }
  })

  test('the sign-in pages take their form posts', async ({ request, baseURL }) => {
    for (const path of ['/login', '/login/verify']) {
      const response = await request.post(path, {
        form: { email: 'not an address' },
        headers: { origin: baseURL! },
        maxRedirects: 0,
      })
      expect(response.status(), path).toBe(303)
    }
  })

  test('/api/auth answers its own methods and 405 to the others', async ({ request }) => {
    expect((await request.get('/api/auth/get-session')).status()).toBe(200)
    for (const method of ['HEAD', 'POST']) {
      const response = await request.fetch('/api/auth/get-session', { method })
      expect(response.status(), method).toBeLessThan(500)
      expect(response.status(), method).not.toBe(405)
    }
    for (const path of ['/api/auth/get-session', '/api/auth/sign-out', '/api/auth/admin/list-users']) {
      for (const method of REFUSED_ON_PAGES) {
        const response = await request.fetch(path, { method })
        expect(response.status(), `${method} ${path}`).toBe(405)
        expect(response.headers().allow).toBe('GET, HEAD, POST')
        expect(await response.json()).toMatchObject({ code: 'METHOD_NOT_ALLOWED' })
      }
    }
  })

  test('a server function answers a wrong method with a translated 405, TRACE included', async ({
    request,
    baseURL,
  }) => {
    const path = serverFunctionPath('getAppContext')
    const headers = { 'x-tsr-serverfn': 'true', origin: baseURL!, accept: 'application/json' }
    expect((await request.get(path, { headers })).status()).toBe(200)
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE', 'PROPFIND']) {
      const response = await request.fetch(path, { method, headers })
      expect(response.status(), method).toBe(405)
      expect(response.headers().allow, method).toBeTruthy()
      expect(response.headers()['x-tss-serialized'], method).toBe('true')
      expect(await response.text(), method).toContain('errors:methodNotAllowed')
    }
  })

  test('methods no route knows never get a 5xx, wherever they are sent', async () => {
    const answers: string[] = []
    for (const requestLine of [
      'TRACE / HTTP/1.1',
      'TRACE /api/auth/get-session HTTP/1.1',
      'TRACK /login HTTP/1.1',
      'OPTIONS * HTTP/1.1',
      'QUERY /app HTTP/1.1',
      'FUZZ /login HTTP/1.1',
      'CONNECT /login HTTP/1.1',
      'CONNECT localhost:443 HTTP/1.1',
    ]) {
      const connection = await RawHttpConnection.open(ports.web)
      connection.write(`${requestLine}\r\nHost: localhost\r\nConnection: close\r\n\r\n`)
      // Node closes a CONNECT it has no tunnel for without an answer: no 5xx either.
      const status = await connection.nextResponse().then(
        (response) => response.status,
        () => 'closed',
      )
      connection.close()
      answers.push(`${requestLine} ${status}`)
      if (typeof status === 'number') expect(status, requestLine).toBeLessThan(500)
    }
    expect(answers.filter((answer) => answer.endsWith(' 405')).length, answers.join('\n')).toBeGreaterThanOrEqual(4)
  })
})
