import { createMiddleware } from '@tanstack/react-start'
import { log } from '../../log'
import { Refusal } from '../refusal'
import { DEMO_REFUSED_MESSAGE, isServerFunctionAllowedInDemo } from './demo-policy'

/**
 * Global server-function middleware of a demo build (VITE_IS_DEMO=true): a POST server function
 * that is not on the allow-list of demo-policy.ts answers 403 with the message 'demo:refused',
 * before its own middleware, validation or handler run. Only demo builds register it (src/start.ts).
 */
export const demoMode = createMiddleware({ type: 'function' }).server(async ({ next, method, serverFnMeta }) => {
  if (!isServerFunctionAllowedInDemo({ method, meta: serverFnMeta })) {
    log.info({ fn: serverFnMeta?.name }, 'Server function refused: read-only demo')
    throw new Refusal(403, DEMO_REFUSED_MESSAGE)
  }
  return next()
})
