import { API_BASE_PATH } from './server-functions/declaration'
import { isServerFunctionPath } from './server-functions/path'
import { serverFunctionRefusal } from './server-functions/error-responses'

/**
 * Without it, Start renders a page for any method (PUT /login answers the sign-in page) and a method the
 * Fetch API cannot represent (TRACE) throws where a Request is built: a 500.
 */

const PAGE_METHODS = ['GET', 'HEAD'] as const

const METHODS_BY_PATH: Record<string, readonly string[]> = {
  // The document-only sign-in pages post their forms to themselves.
  '/login': ['GET', 'HEAD', 'POST'],
  '/login/verify': ['GET', 'HEAD', 'POST'],
}

const AUTH_BASE = '/api/auth/'
/** better-auth's endpoints are all GET or POST, SCIM's aside (a directory also replaces, patches and deletes). */
const AUTH_METHODS = ['GET', 'HEAD', 'POST'] as const
const SCIM_BASE = '/api/auth/scim/v2/'
const SCIM_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const
/** The HTTP API (/api/v1): each endpoint answers its own method, 405 with `Allow` to the others. */
const API_BASE = `${API_BASE_PATH}/`
const API_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const
/** What a server function may be called with; Start itself answers 405 with the function's own method. */
const SERVER_FUNCTION_METHODS = ['GET', 'POST'] as const

/** Methods the Fetch API refuses to put in a Request (it throws): they never reach Start. */
const UNREPRESENTABLE_METHODS = new Set(['CONNECT', 'TRACE', 'TRACK'])

/** Undefined for server functions: Start checks their method itself. */
export function allowedMethods(pathname: string): readonly string[] | undefined {
  if (isServerFunctionPath(pathname)) return undefined
  // The router matches paths without regard to case or a trailing slash: so does this.
  const path = pathname.toLowerCase().replace(/(?<=.)\/+$/, '')
  if (path.startsWith(SCIM_BASE)) return SCIM_METHODS
  if (path.startsWith(API_BASE)) return API_METHODS
  if (path.startsWith(AUTH_BASE)) return AUTH_METHODS
  return METHODS_BY_PATH[path] ?? PAGE_METHODS
}

export function refuseUnsupportedMethod(request: Pick<Request, 'method' | 'url'>): Response | undefined {
  const { method } = request
  const { pathname } = new URL(request.url)
  const allowed = allowedMethods(pathname)
  if (allowed === undefined) {
    if (!UNREPRESENTABLE_METHODS.has(method)) return undefined
    return serverFunctionRefusal(405, 'errors:methodNotAllowed', { allow: SERVER_FUNCTION_METHODS.join(', ') })
  }
  if (allowed.includes(method)) return undefined
  const allow = allowed.join(', ')
  if (pathname.toLowerCase().startsWith(AUTH_BASE)) {
    // better-auth's error shape, which the browser's auth client reads.
    return Response.json(
      { code: 'METHOD_NOT_ALLOWED', message: 'Method not allowed' },
      { status: 405, headers: { allow } },
    )
  }
  return new Response('Method Not Allowed', {
    status: 405,
    headers: { allow, 'content-type': 'text/plain; charset=utf-8' },
  })
}
