import { createMiddleware } from '@tanstack/react-start'
import { setResponseHeader, setResponseStatus } from '@tanstack/react-start/server'
import { log } from '../log'
import { refusalFor } from './function-error-refusal'
import { STATUS_OVERRIDE_HEADER } from './status-override'

/**
 * Global server-function middleware: bad input answers 400 with the first validation message (a
 * translation key, or a generic one for input no form would send); an unavailable database 503; an
 * unexpected failure 500 with a generic message, never its internals.
 */
export const serverFunctionErrors = createMiddleware({ type: 'function' }).server(async ({ next }) => {
  try {
    return await next()
  } catch (error) {
    const refusal = refusalFor(error)
    if (!refusal) throw error
    if (refusal.status === 503) {
      log.warn('Server function refused: the database is unavailable')
      // During SSR the router answers a failed page with 500: the server entry applies this status instead.
      setResponseHeader(STATUS_OVERRIDE_HEADER, '503')
      setResponseHeader('retry-after', '5')
    } else if (refusal.status === 500) {
      log.error({ err: error }, 'Server function failed')
    }
    setResponseStatus(refusal.status)
    // eslint-disable-next-line preserve-caught-error -- the error is serialised to the browser: no internals attached
    throw new Error(refusal.message)
  }
})
