import { createMiddleware } from '@tanstack/react-start'
import { log } from '../../log'
import { checkServerFunctionCall } from './call-check'
import { serverFunctionRefusal } from './error-responses'

/** Translated refusals instead of Start's 500 or English text. */
export const serverFunctionRequests = createMiddleware().server(async ({ request, next, handlerType }) => {
  if (handlerType !== 'serverFn') return next()

  const refusal = await checkServerFunctionCall(request)
  if (refusal) return serverFunctionRefusal(refusal.status, refusal.message)

  let result: Awaited<ReturnType<typeof next>>
  try {
    result = await next()
  } catch (error) {
    // Start resolves the id before its own error handling: what escapes here is an id it has no
    // function for ("Server function info not found", or a name such as `constructor`).
    if (error instanceof Response || request.signal.aborted) throw error
    log.info({ err: error }, 'Server function call refused: no such function')
    return serverFunctionRefusal(404, 'errors:notFound')
  }

  // Start's answer to a wrong method is the English text "expected POST method. Got GET".
  const { response } = result
  if (response.status === 405 && !response.headers.has('x-tss-serialized')) {
    await response.body?.cancel().catch(() => {})
    const allow = response.headers.get('allow')
    return serverFunctionRefusal(405, 'errors:methodNotAllowed', allow ? { allow } : undefined)
  }
  return result
})
