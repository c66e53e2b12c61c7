import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { allowedMethods, refuseUnsupportedMethod } from './allowed-methods'

const request = (method: string, path: string) => ({ method, url: `http://localhost${path}` })
const SERVER_FUNCTION = '/_serverFn/1e8973a2ab1686fed5c8b9c2dd4bb836f6ab4fb326b26c6f5bf9cf743f505e30'

describe('refuseUnsupportedMethod', () => {
  it.each([
    '/',
    '/login',
    '/login/verify',
    '/app',
    '/manager/users/42',
    '/no-such-page',
    '/api/health',
    '/login/provider',
  ])('lets GET and HEAD reach %s', (path) => {
    expect(refuseUnsupportedMethod(request('GET', path))).toBeUndefined()
    expect(refuseUnsupportedMethod(request('HEAD', path))).toBeUndefined()
  })

  it.each(['/login', '/login/verify', '/LOGIN', '/login/verify/'])('lets the sign-in form post to %s', (path) => {
    expect(refuseUnsupportedMethod(request('POST', path))).toBeUndefined()
  })

  it.each([
    ['PUT', '/login', 'GET, HEAD, POST'],
    ['DELETE', '/login/verify', 'GET, HEAD, POST'],
    ['OPTIONS', '/login', 'GET, HEAD, POST'],
    ['POST', '/app', 'GET, HEAD'],
    ['PATCH', '/manager/users', 'GET, HEAD'],
    ['TRACE', '/', 'GET, HEAD'],
    ['TRACK', '/app', 'GET, HEAD'],
    ['PROPFIND', '/no-such-page', 'GET, HEAD'],
    ['POST', '/api/health', 'GET, HEAD'],
  ])('answers %s %s with 405, allowing %s', async (method, path, allow) => {
    const response = refuseUnsupportedMethod(request(method, path))
    expect(response?.status).toBe(405)
    expect(response?.headers.get('allow')).toBe(allow)
    expect(await response?.text()).toBe('Method Not Allowed')
  })

  it('answers a method better-auth has no endpoint for in its error shape', async () => {
    const response = refuseUnsupportedMethod(request('PUT', '/api/auth/get-session'))
    expect(response?.status).toBe(405)
    expect(response?.headers.get('allow')).toBe('GET, HEAD, POST')
    expect(await response?.json()).toEqual({ code: 'METHOD_NOT_ALLOWED', message: 'Method not allowed' })
    expect(refuseUnsupportedMethod(request('POST', '/api/auth/sign-out'))).toBeUndefined()
    expect(refuseUnsupportedMethod(request('GET', '/api/auth/get-session'))).toBeUndefined()
  })

  it('lets an organisation’s directory replace, patch and delete through SCIM, and nowhere else in /api/auth', () => {
    for (const method of ['PUT', 'PATCH', 'DELETE'])
      expect(refuseUnsupportedMethod(request(method, '/api/auth/scim/v2/Users/42'))).toBeUndefined()
    expect(refuseUnsupportedMethod(request('PATCH', '/api/auth/organization/update'))?.status).toBe(405)
    expect(refuseUnsupportedMethod(request('OPTIONS', '/api/auth/scim/v2/Users'))?.headers.get('allow')).toBe(
      'GET, HEAD, POST, PUT, PATCH, DELETE',
    )
  })

  it('leaves server functions to Start, except the methods no Request can carry', async () => {
    for (const method of ['GET', 'POST', 'PUT', 'HEAD', 'OPTIONS', 'PROPFIND'])
      expect(refuseUnsupportedMethod(request(method, SERVER_FUNCTION))).toBeUndefined()
    for (const method of ['TRACE', 'TRACK', 'CONNECT']) {
      const response = refuseUnsupportedMethod(request(method, SERVER_FUNCTION))
      expect(response?.status).toBe(405)
      expect(response?.headers.get('allow')).toBe('GET, POST')
      expect(response?.headers.get('x-tss-serialized')).toBe('true')
      expect(await response?.text()).toContain('errors:methodNotAllowed')
    }
  })
})

/** Every `server: { handlers: { METHOD: ... } }` of src/routes, with its route path. */
function declaredHandlers() {
  const routesDir = join(import.meta.dirname, '../../routes')
  const files = readdirSync(routesDir, { recursive: true, encoding: 'utf8' }).filter((file) => /\.tsx?$/.test(file))
  return files.flatMap((file) => {
    const source = readFileSync(join(routesDir, file), 'utf8')
    const path = /createFileRoute\('([^']+)'\)/.exec(source)?.[1]
    const handlers = /handlers:\s*\{([\s\S]*?)\n\s*\},/.exec(source)?.[1]
    if (!path || !handlers) return []
    const methods = [...handlers.matchAll(/^\s*([A-Z]+):/gm)].map((match) => match[1]!)
    // A sample path: "/api/auth/$" is "/api/auth/x", "/login/" is "/login".
    return [{ file, path: path.replace(/\$[^/]*/g, 'x').replace(/(?<=.)\/$/, ''), methods }]
  })
}

describe('allowedMethods', () => {
  it('allows every method a route declares a handler for', () => {
    const routes = declaredHandlers()
    expect(routes.map((route) => route.path).sort()).toEqual([
      '/api/auth/x',
      '/api/health',
      '/api/ready',
      '/api/v1/openapi.json',
      '/api/v1/x',
      '/login',
      '/login/provider',
      '/login/sso/start',
      '/login/verify',
    ])
    // /api/auth's catch-all takes PUT, PATCH and DELETE for SCIM's paths only.
    const scimOnly = new Set(['PUT', 'PATCH', 'DELETE'])
    for (const route of routes) {
      for (const method of route.methods) {
        const path = route.path === '/api/auth/x' && scimOnly.has(method) ? '/api/auth/scim/v2/x' : route.path
        expect(allowedMethods(path), `${method} ${path} (${route.file})`).toContain(method)
      }
    }
  })

  it('allows POST only where a route declares it', () => {
    const posting = declaredHandlers()
      .filter((route) => route.methods.includes('POST'))
      .map((route) => route.path)
    for (const path of [
      '/',
      '/app',
      '/manager',
      '/onboarding',
      '/api/health',
      '/api/ready',
      '/login/provider',
      '/login/error',
    ]) {
      expect(allowedMethods(path)?.includes('POST'), path).toBe(posting.includes(path))
    }
  })
})
