import type { RestMethod } from '@/server/http/server-functions/declaration'
import { type RegisteredServerFunction, serverFunctionRegistry } from './server-function-registry'

export type RestRoute = RegisteredServerFunction & {
  rest: { method: RestMethod; path: `/${string}` }
  /** The `{name}` segments of its path, in order. */
  pathParameters: string[]
  pattern: RegExp
}

const PARAMETER = /\{([A-Za-z][A-Za-z0-9]*)\}/g

function routeOf(declared: RegisteredServerFunction & Pick<RestRoute, 'rest'>): RestRoute {
  const pathParameters = [...declared.rest.path.matchAll(PARAMETER)].map((match) => match[1] ?? '')
  const source = declared.rest.path
    .split(PARAMETER)
    .map((part, index) => (index % 2 === 1 ? '([^/]+)' : part.replace(/[.*+?^$()|[\]\\]/g, '\\$&')))
    .join('')
  return { ...declared, pathParameters, pattern: new RegExp(`^${source}/?$`) }
}

/** Every declared function with an endpoint in the API, in the registry's order. */
export const restRoutes: RestRoute[] = serverFunctionRegistry
  .filter((declared): declared is RegisteredServerFunction & Pick<RestRoute, 'rest'> => declared.rest !== undefined)
  .map(routeOf)

export type RouteMatch =
  { route: RestRoute; parameters: Record<string, string> } | { allowed: RestMethod[] } | undefined

/** The route a method and a path (below the API's base) reach; the methods the path takes when the method is wrong. */
export function matchRoute(method: string, path: string): RouteMatch {
  const allowed: RestMethod[] = []
  for (const route of restRoutes) {
    const match = route.pattern.exec(path)
    if (!match) continue
    if (route.rest.method !== method) {
      allowed.push(route.rest.method)
      continue
    }
    let parameters: Record<string, string>
    try {
      parameters = Object.fromEntries(
        route.pathParameters.map((name, index) => [name, decodeURIComponent(match[index + 1] ?? '')]),
      )
    } catch {
      return undefined // a malformed escape: no resource has that name
    }
    return { route, parameters }
  }
  return allowed.length > 0 ? { allowed: allowed.sort() } : undefined
}
