import { createMiddleware } from '@tanstack/react-start'
import { setResponseHeader, setResponseStatus } from '@tanstack/react-start/server'
import { isDatabaseUnavailable } from '../db'
import { log } from '../log'
import { STATUS_OVERRIDE_HEADER } from './status-override'

const TRANSLATION_KEY = /^[a-z]+:[\w.]+(\|.*)?$/

/** TanStack Start reports a failed input validation as an Error whose message is the JSON of the schema issues. */
function validationIssues(error: unknown): Array<{ message?: string }> | undefined {
  if (!(error instanceof Error) || !error.message.startsWith('[')) return undefined
  try {
    const issues: unknown = JSON.parse(error.message)
    return Array.isArray(issues) ? issues : undefined
  } catch {
    return undefined
  }
}

/**
 * Global server-function middleware: bad input answers 400 with the first validation message (a
 * translation key, or a generic one for input no form would send); an unavailable database 503.
 */
export const serverFunctionErrors = createMiddleware({ type: 'function' }).server(async ({ next }) => {
  try {
    return await next()
  } catch (error) {
    const issues = validationIssues(error)
    if (issues) {
      setResponseStatus(400)
      const message = issues[0]?.message ?? ''
      // eslint-disable-next-line preserve-caught-error -- the error is serialised to the browser: no internals attached
      throw new Error(TRANSLATION_KEY.test(message) ? message : 'errors:invalidInput')
    }
    if (isDatabaseUnavailable(error)) {
      log.warn('Server function refused: the database is unavailable')
      setResponseStatus(503)
      // During SSR the router answers a failed page with 500: the server entry applies this status instead.
      setResponseHeader(STATUS_OVERRIDE_HEADER, '503')
      setResponseHeader('retry-after', '5')
      // eslint-disable-next-line preserve-caught-error -- the error is serialised to the browser: no internals attached
      throw new Error('errors:databaseUnavailable')
    }
    throw error
  }
})
