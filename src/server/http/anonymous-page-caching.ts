import { createMiddleware } from '@tanstack/react-start'
import { anonymousPageCache } from './anonymous-page-cache'

/**
 * Keeps the pages Start renders for anonymous visitors; the server entry answers the next ones before Start
 * (`cachedPage`). A module of its own: the browser's bundle imports the middleware, never the cache.
 */
export const anonymousPageCaching = createMiddleware().server(async ({ request, next, handlerType }) => {
  const key = handlerType === 'router' ? anonymousPageCache.keyOf(request) : undefined
  const result = await next()
  return key ? { ...result, response: await anonymousPageCache.store(key, result.response) } : result
})
