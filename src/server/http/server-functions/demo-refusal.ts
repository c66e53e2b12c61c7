import { createMiddleware } from '@tanstack/react-start'
import { DEMO_REFUSED_MESSAGE } from '@/lib/environment/demo'
import { log } from '../../log'
import { Refusal } from '../refusal'
import { isServerFunctionAllowedInDemo } from './demo-policy'

/** Refuses before the function's own middleware, validation or handler run. Only demo builds register it. */
export const demoMode = createMiddleware({ type: 'function' }).server(async ({ next, method, serverFnMeta }) => {
  if (!isServerFunctionAllowedInDemo({ method, meta: serverFnMeta })) {
    log.info({ fn: serverFnMeta?.name }, 'Server function refused: read-only demo')
    throw new Refusal(403, DEMO_REFUSED_MESSAGE)
  }
  return next()
})
