import { loadavg } from 'node:os'
import { type APIRequestContext, type APIResponse, request as playwrightRequest } from '@playwright/test'
import { fromCrossJSON, toJSONAsync } from 'seroval'
import {
  type AuthEndpoint,
  type Caller,
  type FunctionDoc,
  type FuzzCase,
  type FuzzRequest,
  type JsonSchema,
  generateCases,
  materialise,
  type Mix,
} from './fixtures/fuzz-cases'
import { FuzzClient, type FuzzResponse } from './fixtures/fuzz-client'
import { FuzzReport, isAuthErrorCode, isTranslationKey, preview, serialisedErrorMessage } from './fixtures/fuzz-report'

import { serverFunctionPath } from './fixtures/server-functions'
import { admin, expect, newEmail, signInOverHttp, test } from './fixtures/test'

/**
 * Bad input: at least 10,000 generated requests against the production build, anonymous and
 * as an admin (server functions with valid and unknown ids, every method, malformed JSON and seroval,
 * wrong content types and types, huge strings and bodies, unicode edge cases; the /api/auth endpoints
 * the product uses; pages with odd query strings; every method, TRACE and unknown ones included, on pages,
 * /api/auth and server functions; hostile `redirect` values). None may answer 5xx; a refused server-function call
 * says why with a translation key; an admin's call made invalid on purpose is never accepted; and the
 * data the fuzzer aimed at (canaries, marked names) is unchanged afterwards.
 *
 * FUZZ_SEED replays a run (printed in the summary), FUZZ_SCALE multiplies the number of requests,
 * FUZZ_CONCURRENCY sets how many are in flight (8).
 */

const SEED = Number(process.env.FUZZ_SEED ?? 20_261_106)
const SCALE = Number(process.env.FUZZ_SCALE ?? 1)
// The server answers on one thread: 8 in flight keep it busy (more only lengthen its queue, and the
// wait of the specs that run alongside in the other worker).
const CONCURRENCY = Number(process.env.FUZZ_CONCURRENCY ?? 8)
const scaled = (mix: Mix): Mix =>
  Object.fromEntries(Object.entries(mix).map(([kind, count]) => [kind, Math.round(count * SCALE)])) as Mix
const MIX: Record<Caller, Mix> = {
  // Pages (server-rendered, about 40 ms each here) and /api/auth (about 10 ms) cost the server most: fewer of them.
  // Besides these, each caller sends every method to a list of paths, and the listed hostile redirects.
  anonymous: scaled({
    function: 2900,
    unknownFunction: 400,
    auth: 400,
    page: 130,
    bodyLimit: 10,
    signInForm: 200,
    redirect: 40,
  }),
  admin: scaled({
    function: 5600,
    unknownFunction: 300,
    auth: 400,
    page: 130,
    bodyLimit: 10,
    signInForm: 100,
    redirect: 80,
  }),
}

let ipCounter = 0
/** A client IP per request (the server trusts X-Forwarded-For in e2e): no rate limit is shared with other specs. */
const nextClientIp = () => {
  const n = ipCounter++
  return `10.${200 + (n % 40)}.${Math.floor(n / 40) % 256}.${Math.floor(n / 10_240) % 256}`
}

// --- Calling server functions as the UI does (setup and checks) ---------------------------------------

let baseURL = ''
let functions: FunctionDoc[] = []

async function callFn(context: APIRequestContext, name: string, data: unknown) {
  const fn = functions.find((candidate) => candidate.name === name)
  expect(fn, `the function ${name}`).toBeDefined()
  const payload = data === undefined ? undefined : JSON.stringify(await toJSONAsync({ data }))
  const headers = { 'x-tsr-serverfn': 'true', accept: 'application/json', origin: baseURL }
  if (fn!.method === 'GET')
    return context.get(payload ? `${fn!.path}?payload=${encodeURIComponent(payload)}` : fn!.path, { headers })
  return context.post(fn!.path, {
    headers: payload ? { ...headers, 'content-type': 'application/json' } : headers,
    data: payload,
  })
}

async function resultOf<T>(response: APIResponse): Promise<T> {
  const text = await response.text()
  expect(response.status(), text.slice(0, 300)).toBe(200)
  return (fromCrossJSON(JSON.parse(text), { refs: new Map() }) as { result: T }).result
}

type UserDetail = {
  user: Record<string, unknown> & { id: string }
  sessions: Array<{ id: string }>
  audit: Array<{ id: string; action: string }>
  hasPassword: boolean
}
type Dashboard = { figures: Record<string, number>; latestActions: Array<{ actorId: string | null; action: string }> }

/** What the fuzzer aimed at, as it must stay: the canaries, the fuzzing admin, the marked names. */
async function snapshot(
  context: APIRequestContext,
  ids: { canaryUser: string; fuzzAdmin: string; canaryRepository: string },
) {
  const userView = async (id: string) => {
    const detail = await resultOf<UserDetail>(await callFn(context, 'getUser', { id }))
    const { updatedAt: _updatedAt, ...user } = detail.user
    return {
      user,
      sessions: detail.sessions.map((session) => session.id).sort(),
      audit: detail.audit.map((entry) => `${entry.action} ${entry.id}`),
      hasPassword: detail.hasPassword,
    }
  }
  const listed = async (name: string) =>
    (
      await resultOf<{ items: Array<{ id: string }> }>(await callFn(context, name, { searchTerm: 'fuzzmark' }))
    ).items.map((item) => item.id)
  return {
    canaryUser: await userView(ids.canaryUser),
    fuzzAdmin: await userView(ids.fuzzAdmin),
    canaryRepository: await resultOf<Record<string, unknown>>(
      await callFn(context, 'getRepository', { id: ids.canaryRepository }),
    ),
    markedUsers: await listed('listUsers'),
    markedRepositories: await listed('listRepositories'),
  }
}

// --- Discovering what to fuzz ---------------------------------------------------------------------------

type Reference = {
  functions: FunctionDoc[]
  auth: { paths: Record<string, Record<string, { parameters?: Array<{ name: string }>; requestBody?: unknown }>> }
}

/**
 * The API reference (getApiReference, a GET without input), and every function's URL path, read from the build as
 * the browser's bundle holds it: the reference itself names no URL.
 */
async function apiReference(context: APIRequestContext): Promise<Reference> {
  const response = await context.get(serverFunctionPath('getApiReference'), {
    headers: { 'x-tsr-serverfn': 'true', accept: 'application/json', origin: baseURL },
  })
  expect(response.status()).toBe(200)
  const reference = (fromCrossJSON(JSON.parse(await response.text()), { refs: new Map() }) as { result: Reference })
    .result
  return {
    ...reference,
    functions: reference.functions.map((fn) => ({ ...fn, path: serverFunctionPath(fn.name) })),
  }
}

/** The /api/auth endpoints the product uses: codes, sign-in, session, admin and organisation. */
function authEndpoints(reference: Reference): AuthEndpoint[] {
  const used = (path: string) =>
    path.startsWith('/admin/') ||
    path.startsWith('/organization/') ||
    ['/email-otp/send-verification-otp', '/sign-in/email-otp', '/get-session'].includes(path)
  return Object.entries(reference.auth.paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([method]) => ['get', 'post'].includes(method) && used(path))
      .map(([method, operation]) => {
        const body =
          (operation.requestBody as { content?: { 'application/json'?: { schema?: JsonSchema } } } | undefined)
            ?.content?.['application/json']?.schema ?? null
        return {
          path,
          method: method.toUpperCase() as 'GET' | 'POST',
          body,
          query: (operation.parameters ?? []).map((parameter) => parameter.name),
        }
      }),
  )
}

/** Fisher-Yates with a seeded generator (mulberry32): callers and kinds interleave, the same way every run. */
function shuffle<T>(items: T[], seed: number): T[] {
  let state = seed >>> 0
  const random = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
  for (let index = items.length - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1))
    ;[items[index], items[other]] = [items[other]!, items[index]!]
  }
  return items
}

// --- The checks of one answer -------------------------------------------------------------------------------

function describeCase(
  fuzzCase: FuzzCase,
  request: { method: string; path: string; headers: Record<string, string>; body?: string | Buffer },
) {
  const what =
    fuzzCase.kind === 'function'
      ? `${fuzzCase.fn}(${fuzzCase.mode}, ${request.headers['content-type'] ?? 'no type'}, origin ${fuzzCase.origin})`
      : fuzzCase.kind
  return `${fuzzCase.caller} ${what} ${request.method} ${preview(request.path, 120)} ${preview(request.body)}`
}

/** Whether a browser that follows `location` leaves this site, however many times the path is resolved and decoded. */
function leavesTheSite(location: string) {
  if (!location.startsWith('/') || location.startsWith('//') || location.includes('\\')) return true
  let path = new URL(location, baseURL).pathname
  for (let round = 0; round < 10; round++) {
    let decoded: string
    try {
      decoded = decodeURIComponent(path)
    } catch {
      return path.startsWith('//')
    }
    if (path.startsWith('//') || decoded.startsWith('//') || decoded.includes('\\')) return true
    const next = new URL(decoded, baseURL).pathname
    if (next === path) return false
    path = next
  }
  return true
}

/** Node's limit on a request's line and headers together (its default --max-http-header-size). */
const NODE_MAX_HEADER_BYTES = 16 * 1024

function headBytes({ method, path, headers }: FuzzRequest) {
  const lines = [`${method} ${path} HTTP/1.1`, ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`)]
  return lines.reduce((bytes, line) => bytes + Buffer.byteLength(line) + 2, 0)
}

/** Why an answer is wrong, or undefined. */
function problemWith(
  fuzzCase: FuzzCase,
  method: string,
  status: number,
  headers: Record<string, string>,
  body: string,
  report: FuzzReport,
): string | undefined {
  if (status >= 500) return `${status} ${body.slice(0, 200)}`
  // Answered by the HTTP runtime before the app (without the app's security headers): Node's 431 for
  // headers over 16 KB, Nitro's 400 for a path whose percent-encoding is no UTF-8. Not the product's to word.
  if (!headers['x-content-type-options']) {
    report.note(`${status} from the HTTP runtime, before the app`)
    return status >= 400 ? undefined : `${status} without the app's headers`
  }
  // A /_serverFn/ path that decodes to another path ("/_serverFn/%2e%2e/x" is "/x") is a page: the 404 page.
  if (headers['content-type']?.startsWith('text/html') && status === 404) return undefined
  // A server-function call by its path as the server resolves it: "/_serverFn/%2e%2e" is "/", a page (its 405 is a page's).
  const serverFunction =
    ['function', 'unknown-function', 'body-limit', 'method'].includes(fuzzCase.kind) &&
    new URL(fuzzCase.path, baseURL).pathname.startsWith('/_serverFn/')
  if (serverFunction && status >= 400 && status !== 431) {
    // Node's own 431 (headers too large) has no body; every other refusal is the product's.
    if (!headers['x-tss-serialized']) return `${status} without a serialised message: ${body.slice(0, 120)}`
    // A HEAD answer has the headers of the refusal, not its body.
    if (method === 'HEAD') return undefined
    const message = serialisedErrorMessage(body)
    if (!message || !isTranslationKey(message))
      return `${status} with an untranslated message: ${JSON.stringify(message ?? body.slice(0, 120))}`
  }
  if (fuzzCase.kind === 'function' && fuzzCase.mustRefuse && status < 400)
    return `${status}: the admin's invalid call was accepted`
  // Pages and /api/auth answer GET, HEAD and POST at most (docs/decisions/035).
  if (
    fuzzCase.kind === 'method' &&
    !serverFunction &&
    !['GET', 'HEAD', 'POST'].includes(method) &&
    (status !== 405 || !headers.allow)
  ) {
    return `${status} instead of 405 with Allow`
  }
  if (fuzzCase.kind === 'redirect' && status >= 300 && status < 400 && leavesTheSite(headers.location ?? ''))
    return `redirect off the site: ${headers.location}`
  if (fuzzCase.kind === 'sign-in-form') {
    // Always a redirect to a page of this site (the e2e server has no provider: no way off the site).
    const location = headers.location ?? ''
    if (status !== 303) return `${status} instead of a redirect: ${body.slice(0, 120)}`
    if (!location.startsWith('/') || location.startsWith('//') || location.includes('\\'))
      return `redirect off the site: ${location}`
    if (
      fuzzCase.origin !== 'same' &&
      fuzzCase.path !== '/login/provider' &&
      location !== '/login/error?error=access_denied'
    ) {
      return `a post from ${fuzzCase.origin === 'cross' ? 'another site' : 'nowhere'} was not refused: ${location}`
    }
  }
  if (fuzzCase.kind === 'auth' && status >= 400 && status !== 404 && body) {
    // better-auth's refusals carry a code the browser translates (auth-errors); a few carry only a message.
    let code: unknown
    try {
      code = (JSON.parse(body) as { code?: unknown }).code
    } catch {
      code = undefined
    }
    if (code === undefined) report.note(`auth ${status} without a code`)
    else if (!isAuthErrorCode(code)) report.note(`auth ${status} code ${String(code)} without a translation`)
  }
  return undefined
}

// --- The test --------------------------------------------------------------------------------------------------

test.describe('bad input', () => {
  test('10,000 generated requests: no 5xx, translated refusals, no stored change', async ({ baseURL: url }) => {
    test.setTimeout(240_000)
    baseURL = url!
    const contexts: APIRequestContext[] = []
    const clients: FuzzClient[] = []
    const newContext = async (storageState?: Awaited<ReturnType<APIRequestContext['storageState']>>) => {
      const context = await playwrightRequest.newContext({
        baseURL,
        storageState,
        extraHTTPHeaders: { 'X-Forwarded-For': nextClientIp() },
      })
      contexts.push(context)
      return context
    }

    try {
      // The seeded admin, signed in with an e-mailed code, prepares the targets.
      const seededAdmin = await newContext()
      await signInOverHttp(seededAdmin, admin.email)
      const reference = await apiReference(seededAdmin)
      functions = reference.functions

      // The fuzzing admin is an account of its own, so that whatever it did shows in the audit log.
      const tag = `Fz${Math.random().toString(36).slice(2, 8)}`
      const password = `fuzz-${crypto.randomUUID()}`
      const { id: fuzzAdminId } = await resultOf<{ id: string }>(
        await callFn(seededAdmin, 'createUser', { email: newEmail('fuzz-admin'), name: `${tag} admin`, role: 'admin' }),
      )
      await resultOf(await callFn(seededAdmin, 'setUserPassword', { id: fuzzAdminId, password }))
      const fuzzAdminEmail = (await resultOf<UserDetail>(await callFn(seededAdmin, 'getUser', { id: fuzzAdminId })))
        .user.email as string
      const fuzzAdmin = await newContext()
      const signIn = await fuzzAdmin.post('/api/auth/sign-in/email', {
        data: { email: fuzzAdminEmail, password },
        headers: { origin: baseURL },
      })
      expect(signIn.status(), await signIn.text()).toBe(200)
      const { id: canaryUser } = await resultOf<{ id: string }>(
        await callFn(seededAdmin, 'createUser', {
          email: newEmail('fuzz-canary'),
          name: `${tag} canary`,
          role: 'user',
        }),
      )
      const { id: canaryRepository } = await resultOf<{ id: string }>(
        await callFn(seededAdmin, 'createRepository', {
          name: `${tag} canary repository`,
          link: 'example.com/fuzz-canary',
          description: 'canary',
        }),
      )
      const ids = { canaryUser, fuzzAdmin: fuzzAdminId, canaryRepository }
      const before = await snapshot(seededAdmin, ids)
      expect(before.markedUsers).toEqual([])
      const dashboardBefore = await resultOf<Dashboard>(await callFn(seededAdmin, 'getDashboard', undefined))

      const targets = {
        functions: functions.filter((fn) => fn.path),
        auth: authEndpoints(reference),
        aimed: [
          canaryUser,
          canaryRepository,
          fuzzAdminId,
          `fuzzmark-${tag.toLowerCase()}@example.com`,
          `Fuzzmark ${tag}`,
          'fuzzmark.example.com',
        ],
      }
      expect(targets.functions.length, 'server functions to fuzz').toBeGreaterThanOrEqual(28)
      expect(targets.auth.length, '/api/auth endpoints to fuzz').toBeGreaterThan(20)

      const generating = performance.now()
      const shuffled = shuffle(
        [
          ...generateCases(targets, 'anonymous', MIX.anonymous, SEED),
          ...generateCases(targets, 'admin', MIX.admin, SEED + 1000),
        ],
        SEED,
      )
      console.log(`generated ${shuffled.length} cases in ${((performance.now() - generating) / 1000).toFixed(1)}s`)
      if (SCALE >= 1) expect(shuffled.length).toBeGreaterThanOrEqual(10_000)

      const sessionCookie = (await fuzzAdmin.storageState()).cookies
        .map((cookie) => `${cookie.name}=${cookie.value}`)
        .join('; ')
      const callers: Record<Caller, FuzzClient> = {
        anonymous: new FuzzClient(baseURL),
        admin: new FuzzClient(baseURL, sessionCookie),
      }
      clients.push(...Object.values(callers))
      const report = new FuzzReport()
      const started = performance.now()
      const cpuBefore = process.cpuUsage()
      let next = 0
      await Promise.all(
        Array.from({ length: CONCURRENCY }, async () => {
          while (next < shuffled.length) {
            const fuzzCase = shuffled[next++]!
            const request = await materialise(fuzzCase, baseURL, nextClientIp())
            const group = `${fuzzCase.kind}:${fuzzCase.caller}`
            let response: FuzzResponse
            const sent = performance.now()
            const send = () => callers[fuzzCase.caller].send(request, 60_000)
            try {
              try {
                response = await send()
              } catch (error) {
                // A kept-alive connection the server closed as it was reused: once more, on a new one.
                if (fuzzCase.kind === 'body-limit' || !/ECONNRESET|socket hang up/i.test(String(error))) throw error
                report.note('sent again after a connection reset')
                response = await send()
              }
            } catch (error) {
              const message = error instanceof Error ? error.message.split('\n')[0]! : String(error)
              // The server may close the connection of a body over the limit, or of a request line and headers over
              // Node's limit (its 431), while they are still being sent.
              const expected =
                (fuzzCase.kind === 'body-limit' || headBytes(request) > NODE_MAX_HEADER_BYTES) &&
                /ECONNRESET|EPIPE|socket hang up/i.test(message)
              report.add({
                group,
                status: 'network-error',
                ms: performance.now() - sent,
                failure: expected ? undefined : `network error ${message}: ${describeCase(fuzzCase, request)}`,
              })
              continue
            }
            const { status, headers } = response
            const body = status >= 400 || status < 200 ? response.body : ''
            const problem = problemWith(fuzzCase, request.method, status, headers, body, report)
            report.add({
              group,
              status,
              ms: performance.now() - sent,
              failure: problem && `${problem} <- ${describeCase(fuzzCase, request)}`,
            })
          }
        }),
      )
      const durationMs = performance.now() - started
      const cpu = process.cpuUsage(cpuBefore)
      console.log(report.summary({ seed: SEED, durationMs, concurrency: CONCURRENCY }))
      // The machine's other work shows here: this process's share, and the load of both cores.
      console.log(
        `test worker CPU ${((cpu.user + cpu.system) / 1e6).toFixed(1)}s, load average ${loadavg()
          .map((load) => load.toFixed(1))
          .join(' ')}`,
      )

      expect(report.outcomes.length).toBe(shuffled.length)
      expect(
        report.outcomes.filter((outcome) => typeof outcome.status === 'number' && outcome.status >= 500),
        '5xx answers',
      ).toEqual([])
      expect(report.failures, 'failures (the first 12 are in the summary above)').toEqual([])

      // Nothing the fuzzer aimed at changed, and the fuzzing admin did nothing that was audited.
      const after = await snapshot(seededAdmin, ids)
      expect(after).toEqual(before)
      const dashboardAfter = await resultOf<Dashboard>(await callFn(seededAdmin, 'getDashboard', undefined))
      expect(dashboardAfter.latestActions.filter((entry) => entry.actorId === fuzzAdminId)).toEqual([])
      console.log(
        `figures before ${JSON.stringify(dashboardBefore.figures)} after ${JSON.stringify(dashboardAfter.figures)} (other specs run alongside)`,
      )
      const context = await resultOf<{ session: { user: { id: string } } | null }>(
        await callFn(fuzzAdmin, 'getAppContext', undefined),
      )
      expect(context.session?.user.id, 'the fuzzing admin is still signed in').toBe(fuzzAdminId)
    } finally {
      await Promise.all(contexts.map((context) => context.dispose()))
      for (const client of clients) client.close()
    }
  })
})
