import { createServer, request as httpRequest, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { NodeRequest } from 'srvx/node'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { limitRequestBody } from './body-limit'

const LIMIT = 64

/**
 * The production server hands the app srvx's NodeRequest, which is not a real Request: building a
 * copy with `new Request(request, ...)` threw on it, and every body sent without a Content-Length
 * (chunked, or an empty POST) answered 500. These tests go through a real Node server and srvx.
 */
let server: Server
let port = 0

beforeAll(async () => {
  server = createServer((req, res) => {
    const request = new NodeRequest({ req, res })
    void (async () => {
      const limited = await limitRequestBody(request, LIMIT)
      const answer =
        limited instanceof Response
          ? limited
          : Response.json({
              method: limited.method,
              body: limited.method === 'GET' || limited.method === 'HEAD' ? null : await limited.text(),
            })
      // Whether the request's body was read to its end before the answer.
      res.writeHead(answer.status, { 'content-type': 'application/json', 'x-body-read': String(req.readableEnded) })
      res.end(await answer.text())
    })().catch((error: unknown) => {
      res.writeHead(500)
      res.end(String(error))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
})

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
})

/** Sends `chunks` with Transfer-Encoding: chunked (no Content-Length), or nothing at all. */
function send(method: string, chunks: string[], headers: Record<string, string> = {}) {
  return new Promise<{ status: number; body: string; bodyRead?: string }>((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, method, path: '/', headers }, (res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => (body += chunk))
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, body, bodyRead: res.headers['x-body-read'] as string }),
      )
    })
    req.on('error', reject)
    for (const chunk of chunks) req.write(chunk)
    req.end()
  })
}

describe('limitRequestBody behind srvx', () => {
  it('passes a chunked body under the limit on, unchanged', async () => {
    const response = await send('POST', ['{"a":', '"é😀"}'], { 'transfer-encoding': 'chunked' })
    expect(response).toMatchObject({ status: 200, body: JSON.stringify({ method: 'POST', body: '{"a":"é😀"}' }) })
  })

  // A refused body is read to its end before the answer, so that the client, still sending it, is not reset.
  it('refuses a chunked body over the limit with 413, once the client has sent it', async () => {
    const response = await send('POST', ['x'.repeat(40), 'y'.repeat(40), 'z'.repeat(40)], {
      'transfer-encoding': 'chunked',
    })
    expect(response.status).toBe(413)
    expect(JSON.parse(response.body)).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' })
    expect(response.bodyRead).toBe('true')
  })

  it('refuses a declared Content-Length over the limit with 413, once the client has sent it', async () => {
    const response = await send('POST', ['z'.repeat(LIMIT * 2)], { 'content-length': String(LIMIT * 2) })
    expect(response).toMatchObject({ status: 413, bodyRead: 'true' })
  })

  it('refuses a declared Content-Length far over the limit without reading it', async () => {
    const length = LIMIT * 8 + 1
    const response = await send('POST', ['z'.repeat(length)], { 'content-length': String(length) })
    expect(response).toMatchObject({ status: 413, bodyRead: 'false' })
  })

  it.each(['POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH'])(
    'serves a %s without a body and without a length',
    async (method) => {
      const response = await send(method, [])
      expect(response).toMatchObject({ status: 200, body: JSON.stringify({ method, body: '' }) })
    },
  )

  it('drops the body a client sent with a GET', async () => {
    const response = await send('GET', ['ignored'], { 'transfer-encoding': 'chunked' })
    expect(response).toMatchObject({ status: 200, body: JSON.stringify({ method: 'GET', body: null }) })
  })
})
