import { createServerEntry, createStartHandler } from '@tanstack/react-start/server'
import { appConfig } from '~/app.config'
import { serverConfig } from '@/server/config'
import { cachedPage } from '@/server/http/anonymous-page-cache'
import { limitRequestBody } from '@/server/http/body-limit'
import { compressResponse } from '@/server/http/compression/compression'
import { withHeaders } from '@/server/http/headers/with-headers'
import { createCspNonce, mayServeDocument, securityHeaders } from '@/server/http/headers/security-headers'
import { refuseUnroutableServerFunctionPath } from '@/server/http/server-functions/path'
import { refuseUnsupportedMethod } from '@/server/http/allowed-methods'
import { mustNotBeStored, NO_STORE } from '@/server/http/headers/no-store'
import { languageCookieFromQuery } from '@/server/http/language-from-query'
import { logAnswer, loggedAnswer, requestIdOf } from '@/server/http/logged-answer'
import { REQUEST_ID_HEADER } from '@/server/http/request-logging'
import { renderPageToBytes } from '@/server/http/render-page'

type Fetch = Parameters<typeof createServerEntry>[0]['fetch']

const handler = createStartHandler(renderPageToBytes)

const respond: Fetch = async (request, options) => {
  const url = new URL(request.url)
  // The router puts it on every inline script; the CSP allows it.
  const cspNonce = mayServeDocument(url.pathname) ? createCspNonce() : undefined
  const headers = securityHeaders({ nonce: cspNonce, https: serverConfig().baseUrl.startsWith('https:') })
  if (mustNotBeStored(request)) headers['cache-control'] = NO_STORE
  const refused = refuseUnsupportedMethod(request)
  if (refused) return withHeaders(refused, headers)
  const limited = await limitRequestBody(request, appConfig.requestBodyMaxBytes)
  if (limited instanceof Response) return withHeaders(limited, headers)
  // A /_serverFn/ path without an id or that cannot be decoded: Start answers 500 or a bare 400.
  const unroutable = refuseUnroutableServerFunctionPath(url)
  if (unroutable) return withHeaders(unroutable, headers)
  const response = await handler(limited, { ...options, context: { ...options?.context, cspNonce } })
  return withHeaders(response, headers)
}

/**
 * A client that closed its connection before its request's body arrived (a page left mid-submit, a phone losing its
 * network) makes reading that body throw. Within Start, request logging answers it; before Start (a chunked body read
 * to its limit), this does: logged with 499 as proxies log it, instead of reaching the server's own handler, which
 * prints the error as raw text among the JSON log lines. Nobody reads the answer.
 */
const respondUnlessClientGone: Fetch = async (request, options) => {
  const started = performance.now()
  try {
    return await respond(request, options)
  } catch (error) {
    if (!request.signal.aborted) throw error
    return loggedAnswer(request, new Response(null, { status: 499 }), started)
  }
}

/** A page of the anonymous page cache, already compressed, with its own CSP and the cookie its URL asks for. */
function fromPageCache(request: Request): Response | undefined {
  const started = performance.now()
  const requestId = requestIdOf(request)
  const cookie = languageCookieFromQuery(request)
  const page = cachedPage(request, {
    ...securityHeaders({ https: serverConfig().baseUrl.startsWith('https:') }),
    [REQUEST_ID_HEADER]: requestId,
    ...(cookie ? { 'set-cookie': cookie } : {}),
  })
  if (page) logAnswer(request, page.status, started, requestId)
  return page
}

export default createServerEntry({
  // Pages and data compressed here; the built assets are precompressed and served by Nitro before this.
  fetch: async (request, options) =>
    fromPageCache(request) ?? compressResponse(request, await respondUnlessClientGone(request, options)),
})
