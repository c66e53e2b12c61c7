import { createStart } from '@tanstack/react-start'
import { httpFetch } from '@/lib/http-error'
import { demoMode } from '@/server/http/demo-mode'
import { serverFunctionErrors } from '@/server/http/server-function-errors'

export const startInstance = createStart(() => ({
  // demoMode refuses the mutations of a read-only demo build (VITE_IS_DEMO=true); otherwise it does nothing.
  functionMiddleware: [serverFunctionErrors, demoMode],
  // Failed responses and network failures reach the UI as HttpError / NetworkError (SPEC §8).
  serverFns: { fetch: httpFetch },
}))
