import { toJSONAsync } from 'seroval'
import { describe, expect, it } from 'vitest'
import { payloadTooLarge } from '../body-limit'
import { checkServerFunctionCall } from './call-check'
import { refuseUnroutableServerFunctionPath } from './path'
import { serverFunctionRefusal } from './error-responses'
import { serverFunctionRequests } from './request-checks'

const url = 'http://localhost/_serverFn/abc'
const payloadOf = async (data: unknown) => JSON.stringify(await toJSONAsync({ data }))

const get = (payload?: string) =>
  new Request(payload === undefined ? url : `${url}?payload=${encodeURIComponent(payload)}`)
const post = (body?: BodyInit, contentType?: string) =>
  new Request(url, { method: 'POST', body, headers: contentType ? { 'content-type': contentType } : {} })

/** The message of a refusal, read the way the browser reads it (a serialised Error). */
async function refusalMessage(response: Response) {
  expect(response.headers.get('x-tss-serialized')).toBe('true')
  expect(response.headers.get('content-type')).toBe('application/json')
  return /"message":\{"t":1,"s":"([^"]*)"/.exec(await response.text())?.[1]
}

describe('checkServerFunctionCall', () => {
  it('lets through what TanStack Start can read: a seroval payload, or none', async () => {
    expect(await checkServerFunctionCall(get())).toBeUndefined()
    expect(await checkServerFunctionCall(get(''))).toBeUndefined()
    expect(await checkServerFunctionCall(get(await payloadOf({ searchTerm: 'é😀\u202e', limit: 5 })))).toBeUndefined()
    expect(await checkServerFunctionCall(post(await payloadOf({ name: 'Ada' }), 'application/json'))).toBeUndefined()
    expect(
      await checkServerFunctionCall(post(await payloadOf(undefined), 'application/json; charset=utf-8')),
    ).toBeUndefined()
    expect(await checkServerFunctionCall(post())).toBeUndefined()
    expect(await checkServerFunctionCall(post('', 'text/plain'))).toBeUndefined()
  })

  it('leaves the body for Start to read', async () => {
    const body = await payloadOf({ name: 'Ada' })
    const request = post(body, 'application/json')
    await checkServerFunctionCall(request)
    expect(await request.text()).toBe(body)
  })

  it.each([
    ['malformed JSON', '{'],
    ['JSON that is not a seroval payload', '{}'],
    ['a seroval node of an unknown type', '{"t":{"t":99},"f":0,"m":[]}'],
    ['a JSON string', '"hello"'],
    ['nesting deeper than the stack', `${'['.repeat(200_000)}${']'.repeat(200_000)}`],
  ])('refuses %s with 400, as a GET payload and as a POST body', async (_name, payload) => {
    expect(await checkServerFunctionCall(get(payload))).toEqual({ status: 400, message: 'errors:invalidInput' })
    expect(await checkServerFunctionCall(post(payload, 'application/json'))).toEqual({
      status: 400,
      message: 'errors:invalidInput',
    })
  })

  it('refuses an empty JSON body (Start would fail to parse it)', async () => {
    expect(await checkServerFunctionCall(post('', 'application/json'))).toEqual({
      status: 400,
      message: 'errors:invalidInput',
    })
  })

  it('refuses a GET payload over Start’s 1 MB', async () => {
    expect(await checkServerFunctionCall(get(`"${'a'.repeat(1_000_001)}"`))).toEqual({
      status: 413,
      message: 'errors:payloadTooLarge',
    })
  })

  it('refuses form bodies, on any method Start would read, and other bodies of another type than JSON', async () => {
    const form = new FormData()
    form.set('name', 'Ada')
    expect(await checkServerFunctionCall(post(form))).toEqual({ status: 415, message: 'errors:unsupportedMediaType' })
    expect(await checkServerFunctionCall(post('a=1', 'application/x-www-form-urlencoded'))).toEqual({
      status: 415,
      message: 'errors:unsupportedMediaType',
    })
    expect(
      await checkServerFunctionCall(
        new Request(url, { headers: { 'content-type': 'multipart/form-data; boundary=x' } }),
      ),
    ).toEqual({
      status: 415,
      message: 'errors:unsupportedMediaType',
    })
    // Start would ignore this body and call the function without input.
    expect(await checkServerFunctionCall(post('{"data":1}', 'text/plain'))).toEqual({
      status: 415,
      message: 'errors:unsupportedMediaType',
    })
    expect(await checkServerFunctionCall(post('{"data":1}'))).toEqual({
      status: 415,
      message: 'errors:unsupportedMediaType',
    })
  })

  it('leaves other methods to Start (405)', async () => {
    expect(await checkServerFunctionCall(new Request(url, { method: 'PUT', body: '{' }))).toBeUndefined()
  })
})

type Server = (options: {
  request: Request
  next: () => Promise<unknown>
  handlerType: 'serverFn' | 'router'
}) => Promise<unknown>
const middleware = (serverFunctionRequests as unknown as { options: { server: Server } }).options.server

const result = (response: Response) => ({
  request: new Request(url),
  pathname: '/_serverFn/abc',
  context: {},
  response,
})

describe('serverFunctionRequests', () => {
  it('answers a call Start cannot read without running it', async () => {
    let ran = false
    const answer = (await middleware({
      request: get('{'),
      handlerType: 'serverFn',
      next: async () => ((ran = true), result(new Response())),
    })) as Response
    expect(ran).toBe(false)
    expect(answer.status).toBe(400)
    expect(await refusalMessage(answer)).toBe('errors:invalidInput')
  })

  it('answers 404 to an id Start has no function for (Start throws before it can answer)', async () => {
    for (const thrown of [
      new Error('Server function info not found for nope'),
      new TypeError('serverFnInfo.importer is not a function'),
    ]) {
      const answer = (await middleware({
        request: get(),
        handlerType: 'serverFn',
        next: () => Promise.reject(thrown),
      })) as Response
      expect(answer.status).toBe(404)
      expect(await refusalMessage(answer)).toBe('errors:notFound')
    }
  })

  it('translates Start’s 405 and keeps its Allow header', async () => {
    const start405 = new Response('expected POST method. Got GET', { status: 405, headers: { allow: 'POST' } })
    const answer = (await middleware({
      request: get(),
      handlerType: 'serverFn',
      next: async () => result(start405),
    })) as Response
    expect(answer.status).toBe(405)
    expect(answer.headers.get('allow')).toBe('POST')
    expect(await refusalMessage(answer)).toBe('errors:methodNotAllowed')
  })

  it('passes the function’s own answers and page requests through', async () => {
    const own = result(new Response('{}', { status: 403, headers: { 'x-tss-serialized': 'true' } }))
    expect(await middleware({ request: get(), handlerType: 'serverFn', next: async () => own })).toBe(own)
    const page = result(new Response('<html>'))
    expect(
      await middleware({
        request: new Request('http://localhost/login?payload={'),
        handlerType: 'router',
        next: async () => page,
      }),
    ).toBe(page)
  })
})

describe('serverFunctionRefusal and the 413 of the body limit', () => {
  it('serialises a translated Error the way Start does', async () => {
    const response = serverFunctionRefusal(415, 'errors:unsupportedMediaType')
    expect(response.status).toBe(415)
    expect(await response.text()).toBe(
      '{"t":10,"i":0,"p":{"k":["error"],"v":[{"t":25,"i":1,"s":{"message":{"t":1,"s":"errors:unsupportedMediaType"}},"c":"$TSR/Error"}]},"o":0}',
    )
  })

  it('gives a server-function call a translated 413, the HTTP API a problem, /api/auth better-auth’s error shape', async () => {
    const at = (path: string, headers?: HeadersInit) => new Request(`http://localhost${path}`, { headers })
    const call = payloadTooLarge(10, at('/_serverFn/abc'))
    expect(call.status).toBe(413)
    expect(await refusalMessage(call)).toBe('errors:payloadTooLarge')
    const api = payloadTooLarge(10, at('/api/v1/repositories', { 'accept-language': 'fr' }))
    expect(api.status).toBe(413)
    expect(api.headers.get('content-type')).toBe('application/problem+json')
    expect(await api.json()).toMatchObject({ status: 413, code: 'errors:payloadTooLarge', detail: expect.any(String) })
    expect(api.headers.get('content-language')).toBe('fr')
    const auth = payloadTooLarge(10, at('/api/auth/sign-in/email-otp'))
    expect(auth.status).toBe(413)
    expect(await auth.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' })
  })
})

describe('refuseUnroutableServerFunctionPath', () => {
  const refusal = (path: string) => refuseUnroutableServerFunctionPath(new URL(path, 'http://localhost'))

  it.each([
    ['no id', '/_serverFn/'],
    ['an empty id before a slash', '/_serverFn//x'],
    ['an id of spaces (Start decodes, then the URL parser trims them)', '/_serverFn/%20%20%20'],
    ['undecodable percent-encoding', '/_serverFn/%ED%B0%80abc'],
    ['a truncated escape', '/_serverFn/abc%E0%A4%A'],
  ])('answers 404 to %s (Start threw: a 500, or a bare 400)', async (_name, path) => {
    const answer = refusal(path)
    expect(answer?.status).toBe(404)
    expect(await refusalMessage(answer!)).toBe('errors:notFound')
  })

  it.each([
    '/_serverFn/abc',
    '/_serverFn/abc/extra',
    '/_serverFn/%41bc',
    '/_serverFn',
    '/login',
    '/_serverFn%2F',
    '/app/%ED%B0%80',
  ])('leaves %s to Start', (path) => {
    expect(refusal(path)).toBeUndefined()
  })
})
