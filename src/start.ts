import { createCsrfMiddleware, createStart } from '@tanstack/react-start'
import { isDemo } from '@/lib/demo'
import { httpFetch } from '@/lib/http-error'
import { anonymousPageCaching } from '@/server/http/anonymous-page-cache'
import { demoMode } from '@/server/http/server-functions/demo-refusal'
import { languageFromQuery } from '@/server/http/language-from-query'
import { requestLogging } from '@/server/http/request-logging'
import { serverFunctionErrors } from '@/server/http/server-functions/error-responses'
import { serverFunctionRefusal } from '@/server/http/server-functions/error-responses'
import { serverFunctionRequests } from '@/server/http/server-functions/request-checks'

export const startInstance = createStart(() => ({
  // A request id per request, in the logs and the x-request-id response header.
  // With a createStart of its own, Start no longer adds its CSRF check: server functions answer 403 unless
  // the browser says the call is same-origin (Sec-Fetch-Site, else Origin, else Referer). /api/auth has
  // better-auth's own Origin check.
  // serverFunctionRequests then answers 400/404/405/413/415 with a translated message to calls Start cannot
  // read (malformed JSON or seroval, an unknown function id, a wrong method), which Start answers with 500.
  // languageFromQuery keeps the language a link asks for (?lng=) in the language cookie; it wraps
  // anonymousPageCaching, which serves the sign-in page to anonymous visitors from a short-lived cache,
  // so the cookie is added per request and never cached.
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
  // Failed responses and network failures reach the UI as HttpError / NetworkError.
  serverFns: { fetch: httpFetch },
}))
