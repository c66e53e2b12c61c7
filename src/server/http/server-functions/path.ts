import { getNormalizedURL } from '@tanstack/react-router/ssr/server'
import { serverFunctionRefusal } from './error-responses'

export const SERVER_FN_BASE = '/_serverFn/'

export function isServerFunctionPath(pathname: string) {
  return pathname.startsWith(SERVER_FN_BASE)
}

/**
 * Start answers such a path with a bare 400 (undecodable percent-encoding) or throws before any middleware
 * runs, a 500 (no id left once the path is decoded and parsed again: "/_serverFn/%20" is "/_serverFn/").
 */
export function refuseUnroutableServerFunctionPath(url: URL): Response | undefined {
  let { pathname } = url
  if (!isServerFunctionPath(pathname)) return undefined
  if (pathname.includes('%') || pathname.startsWith('//')) {
    try {
      decodeURI(pathname)
      pathname = getNormalizedURL(url).url.pathname
    } catch {
      return serverFunctionRefusal(404, 'errors:notFound')
    }
    // Decoded, it is no server-function path any more: Start routes it as a page (a 404 page).
    if (!isServerFunctionPath(pathname)) return undefined
  }
  return pathname.slice(SERVER_FN_BASE.length).split('/')[0] ? undefined : serverFunctionRefusal(404, 'errors:notFound')
}
