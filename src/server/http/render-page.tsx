import { RouterServer } from '@tanstack/react-router/ssr/server'
import { defineHandlerCallback, getSsrStatus, transformHtmlStringWithRouter } from '@tanstack/router-core/ssr/server'
import { renderToString } from 'react-dom/server'
import { FastResponse } from 'srvx'
import { log } from '@/server/log'

/**
 * The router's string render handler, answering bytes. `new Response(string)` checks the whole page for lone
 * surrogates and encodes it through the web-streams layer; `Buffer.from` encodes it natively once. srvx's
 * `FastResponse` is still a `Response` to every layer that checks, and hands its bytes to the socket as they are,
 * where a web `Response` copies them and is read back as a stream. Every page's data is loaded before it renders
 * (no deferred data), so nothing is streamed.
 */
export const renderPageToBytes = defineHandlerCallback(async ({ router, responseHeaders }) => {
  try {
    const html = await transformHtmlStringWithRouter(router, renderToString(<RouterServer router={router} />))
    const page = new FastResponse(Buffer.from(html), { status: getSsrStatus(router), headers: responseHeaders })
    return page as unknown as Response
  } catch (error) {
    log.error({ err: error }, 'A page could not be rendered')
    return new Response('Internal Server Error', { status: 500, headers: responseHeaders })
  } finally {
    router.serverSsr?.cleanup()
  }
})
