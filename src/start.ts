import { createCsrfMiddleware, createStart } from '@tanstack/react-start'
import { isDemo } from '@/lib/environment/demo'
import { httpFetch } from '@/lib/http/http-error'
import { fetchWithStepUp } from '@/lib/auth/step-up-fetch'
import { anonymousPageCaching } from '@/server/http/anonymous-page-caching'
import { demoMode } from '@/server/http/server-functions/demo-refusal'
import { languageFromQuery } from '@/server/http/language-from-query'
import { requestLogging } from '@/server/http/request-logging'
import { serverFunctionErrors } from '@/server/http/server-functions/error-responses'
import { serverFunctionRefusal } from '@/server/http/server-functions/error-responses'
import { serverFunctionRequests } from '@/server/http/server-functions/request-checks'

export const startInstance = createStart(() => ({
  // With a createStart of its own, Start no longer adds its CSRF check: server functions answer 403 unless
  // the browser says the call is same-origin (Sec-Fetch-Site, else Origin, else Referer). /api/auth has
  // better-auth's own Origin check.
  // serverFunctionRequests answers with a translated 4xx the calls Start cannot read (it would answer 500).
  // languageFromQuery wraps anonymousPageCaching so that the language cookie is added per request, never cached.
  requestMiddleware: [
    requestLogging,
    createCsrfMiddleware({
      filter: (ctx) => ctx.handlerType === 'serverFn',
      failureResponse: () => serverFunctionRefusal(403, 'errors:forbidden'),
    }),
    serverFunctionRequests,
    languageFromQuery,
    anonymousPageCaching,
  ],
  // demoMode refuses the mutations of a read-only demo build (VITE_IS_DEMO=true); other builds leave it out
  // rather than pass every call through a layer that does nothing.
  functionMiddleware: isDemo ? [serverFunctionErrors, demoMode] : [serverFunctionErrors],
  // A sensitive action refused for want of a recent sign-in is sent again once the person has confirmed it's them.
  serverFns: { fetch: (input, init) => fetchWithStepUp(input, init, httpFetch) },
}))
