import { brotliCompressSync, brotliDecompressSync, constants, createBrotliDecompress, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { compressionSettings, compressResponse, negotiateEncoding } from './compression'

const page = `<!doctype html><html><body>${'<p>A row of the users list</p>'.repeat(200)}</body></html>`
const json = JSON.stringify({ items: Array.from({ length: 50 }, (_, index) => ({ id: index, name: `User ${index}` })) })

function request(acceptEncoding?: string, method = 'GET') {
  return new Request('http://localhost/manager/users', {
    method,
    headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
  })
}

/** A body given in parts, as a streamed page is; `release` lets the next part go. */
function streamedBody(parts: string[]) {
  const encoder = new TextEncoder()
  let cancelled: unknown
  const gates = parts.map(() => {
    let resolve = () => {}
    const promise = new Promise<void>((done) => (resolve = done))
    return { promise, resolve }
  })
  gates[0]!.resolve()
  let index = 0
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (index === parts.length) return controller.close()
      await gates[index]!.promise
      controller.enqueue(encoder.encode(parts[index]!))
      index += 1
    },
    cancel(reason) {
      cancelled = reason ?? 'cancelled'
    },
  })
  return { body, release: (part: number) => gates[part]!.resolve(), wasCancelled: () => cancelled !== undefined }
}

const bytesOf = async (response: Response) => Buffer.from(await response.arrayBuffer())

describe('negotiateEncoding', () => {
  it('prefers brotli whenever the client accepts it, whatever the order it lists encodings in', () => {
    expect(negotiateEncoding('br, gzip')).toBe('br')
    expect(negotiateEncoding('gzip, deflate, br, zstd')).toBe('br')
    expect(negotiateEncoding('*')).toBe('br')
  })

  it('falls back to gzip, and to none for clients that accept neither', () => {
    expect(negotiateEncoding('gzip, deflate')).toBe('gzip')
    expect(negotiateEncoding('deflate')).toBeUndefined()
    expect(negotiateEncoding('identity')).toBeUndefined()
    expect(negotiateEncoding('')).toBeUndefined()
    expect(negotiateEncoding(null)).toBeUndefined()
  })

  it("follows the client's q-values: a refused encoding is never chosen, a preferred one wins", () => {
    expect(negotiateEncoding('br;q=0, gzip')).toBe('gzip')
    expect(negotiateEncoding('gzip;q=1, br;q=0.5')).toBe('gzip')
    expect(negotiateEncoding('br;q=0, gzip;q=0')).toBeUndefined()
  })
})

describe('compressResponse', () => {
  it('compresses a page with brotli for a client that accepts it, keeping its status and headers', async () => {
    const headers = new Headers({
      'content-type': 'text/html; charset=utf-8',
      'content-length': String(page.length),
      'x-request-id': 'r1',
    })
    headers.append('set-cookie', 'a=1; Path=/')
    headers.append('set-cookie', 'b=2; Path=/')
    const response = await compressResponse(request('br, gzip'), new Response(page, { status: 200, headers }))

    expect(response.headers.get('content-encoding')).toBe('br')
    expect(response.headers.get('vary')).toBe('Accept-Encoding')
    expect(response.headers.get('x-request-id')).toBe('r1')
    expect(response.headers.getSetCookie()).toEqual(['a=1; Path=/', 'b=2; Path=/'])
    const body = await bytesOf(response)
    // Whole from the start: compressed in one go, sent with its compressed length.
    expect(response.headers.get('content-length')).toBe(String(body.length))
    expect(body.length).toBeLessThan(page.length / 5)
    expect(brotliDecompressSync(body).toString()).toBe(page)
  })

  it('compresses JSON with gzip for a client that accepts gzip only', async () => {
    const response = await compressResponse(request('gzip'), Response.json(JSON.parse(json)))
    expect(response.headers.get('content-encoding')).toBe('gzip')
    expect(response.headers.get('vary')).toBe('Accept-Encoding')
    expect(JSON.parse(gunzipSync(await bytesOf(response)).toString())).toEqual(JSON.parse(json))
  })

  it('sends a client without Accept-Encoding the body as it is, saying that it varies by it', async () => {
    const response = await compressResponse(request(), new Response(page, { headers: { 'content-type': 'text/html' } }))
    expect(response.headers.has('content-encoding')).toBe(false)
    expect(response.headers.get('vary')).toBe('Accept-Encoding')
    expect(await response.text()).toBe(page)
  })

  it('adds Accept-Encoding to the Vary the answer already had, once', async () => {
    const cookieVaried = await compressResponse(
      request('br'),
      new Response(page, { headers: { 'content-type': 'text/html', vary: 'Cookie' } }),
    )
    expect(cookieVaried.headers.get('vary')).toBe('Cookie, Accept-Encoding')
    const already = await compressResponse(
      request('br'),
      new Response(page, { headers: { 'content-type': 'text/html', vary: 'accept-encoding' } }),
    )
    expect(already.headers.get('vary')).toBe('accept-encoding')
    const everything = await compressResponse(
      request('br'),
      new Response(page, { headers: { 'content-type': 'text/html', vary: '*' } }),
    )
    expect(everything.headers.get('vary')).toBe('*')
  })

  it('sends a streamed body under the threshold as it is, with its length', async () => {
    const small = '{"session":null,"user":null}'
    const source = streamedBody([small.slice(0, 10), small.slice(10)])
    source.release(1)
    const response = await compressResponse(
      request('br, gzip'),
      new Response(source.body, { headers: { 'content-type': 'application/json' } }),
    )
    expect(response.headers.has('content-encoding')).toBe(false)
    expect(response.headers.get('content-length')).toBe(String(small.length))
    expect(response.headers.get('vary')).toBe('Accept-Encoding')
    expect(await response.text()).toBe(small)
  })

  it('leaves a body whose declared length is under the threshold untouched', async () => {
    const original = new Response('x'.repeat(compressionSettings.thresholdBytes - 1), {
      headers: { 'content-type': 'text/plain', 'content-length': String(compressionSettings.thresholdBytes - 1) },
    })
    const response = await compressResponse(request('br'), original)
    expect(response.headers.has('content-encoding')).toBe(false)
    expect(await response.text()).toBe('x'.repeat(compressionSettings.thresholdBytes - 1))
  })

  it('compresses a body of exactly the threshold', async () => {
    const response = await compressResponse(
      request('gzip'),
      new Response('y'.repeat(compressionSettings.thresholdBytes), { headers: { 'content-type': 'text/plain' } }),
    )
    expect(response.headers.get('content-encoding')).toBe('gzip')
    expect(gunzipSync(await bytesOf(response)).toString()).toBe('y'.repeat(compressionSettings.thresholdBytes))
  })

  it.each([
    ['an image', 'image/png'],
    ['a font', 'font/woff2'],
    ["TanStack's framed server-function stream", 'application/x-tss-framed; v=1'],
    ['a body of no declared type', undefined],
  ])('never compresses %s, nor says it varies', async (_name, type) => {
    const original = new Response(page, { headers: type ? { 'content-type': type } : {} })
    if (!type) original.headers.delete('content-type')
    const response = await compressResponse(request('br, gzip'), original)
    expect(response.headers.has('content-encoding')).toBe(false)
    expect(response.headers.has('vary')).toBe(false)
    expect(await response.text()).toBe(page)
  })

  it('never compresses an answer that is already encoded', async () => {
    const encoded = Buffer.from('already gzipped bytes '.repeat(100))
    const response = await compressResponse(
      request('br'),
      new Response(encoded, { headers: { 'content-type': 'text/html', 'content-encoding': 'gzip' } }),
    )
    expect(response.headers.get('content-encoding')).toBe('gzip')
    expect((await bytesOf(response)).equals(encoded)).toBe(true)
  })

  it('respects Cache-Control: no-transform', async () => {
    const response = await compressResponse(
      request('br'),
      new Response(page, { headers: { 'content-type': 'text/html', 'cache-control': 'private, no-transform' } }),
    )
    expect(response.headers.has('content-encoding')).toBe(false)
    expect(await response.text()).toBe(page)
  })

  it('does not compress the answer to a HEAD request, nor a 204 or a 304', async () => {
    const head = await compressResponse(
      request('br', 'HEAD'),
      new Response(page, { headers: { 'content-type': 'text/html' } }),
    )
    expect(head.headers.has('content-encoding')).toBe(false)
    for (const status of [204, 304]) {
      const response = await compressResponse(
        request('br'),
        new Response(null, { status, headers: { 'content-type': 'text/html' } }),
      )
      expect(response.status).toBe(status)
      expect(response.headers.has('content-encoding')).toBe(false)
      expect(response.headers.get('vary')).toBe('Accept-Encoding')
    }
  })

  it("sends each part of a streamed page as soon as it comes, not once the page's stream ends", async () => {
    const first = `<!doctype html><html><head><title>Users</title></head><body>${'<div>shell</div>'.repeat(100)}`
    const second = `${'<p>row</p>'.repeat(100)}</body></html>`
    const source = streamedBody([first, second])
    const response = await compressResponse(
      request('br'),
      new Response(source.body, { headers: { 'content-type': 'text/html' } }),
    )
    expect(response.headers.get('content-encoding')).toBe('br')
    expect(response.headers.has('content-length'), 'a streamed page has no length').toBe(false)

    const decompressor = createBrotliDecompress()
    let received = ''
    decompressor.on('data', (chunk: Buffer) => (received += chunk.toString()))
    const reader = response.body!.getReader()
    // The second part is not released yet: all of the first must reach the client already.
    while (received.length < first.length) {
      const { value } = await reader.read()
      await new Promise<void>((resolve) => decompressor.write(value, () => resolve()))
    }
    expect(received).toBe(first)

    source.release(1)
    for (let next = await reader.read(); !next.done; next = await reader.read()) decompressor.write(next.value)
    await new Promise<void>((resolve) => decompressor.end(() => resolve()))
    expect(received).toBe(first + second)
  })

  it('compresses the many small chunks a rendered part comes in as one, not chunk by chunk', async () => {
    const rows = Array.from(
      { length: 300 },
      (_, index) => `<tr><td>User ${index}</td><td>user${index}@example.com</td></tr>`,
    )
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    let step = 0
    const source = new ReadableStream<Uint8Array>({
      async pull(controller) {
        step += 1
        if (step === 1) for (const row of rows) controller.enqueue(new TextEncoder().encode(row))
        else if (step === 2) {
          await held
          controller.enqueue(new TextEncoder().encode('</table>'))
        } else controller.close()
      },
    })
    const response = await compressResponse(
      request('br'),
      new Response(source, { headers: { 'content-type': 'text/html' } }),
    )
    const reader = response.body!.getReader()
    const firstPart: Buffer[] = []
    const decompressor = createBrotliDecompress()
    let received = ''
    decompressor.on('data', (chunk: Buffer) => (received += chunk.toString()))
    while (received.length < rows.join('').length) {
      const { value } = await reader.read()
      firstPart.push(Buffer.from(value!))
      await new Promise<void>((resolve) => decompressor.write(value, () => resolve()))
    }
    release()
    // Flushed once, the part is about as small as compressed whole; flushed per row it would be several times larger.
    const whole = brotliCompressSync(rows.join(''), {
      params: { [constants.BROTLI_PARAM_QUALITY]: compressionSettings.brotliQuality },
    })
    expect(Buffer.concat(firstPart).length).toBeLessThan(whole.length + 64)
    while (!(await reader.read()).done);
  })

  it("stops the page's stream when the client goes away", async () => {
    const source = streamedBody(['z'.repeat(2000), 'never sent'])
    const response = await compressResponse(
      request('gzip'),
      new Response(source.body, { headers: { 'content-type': 'text/html' } }),
    )
    const reader = response.body!.getReader()
    await reader.read()
    await reader.cancel()
    await expect.poll(() => source.wasCancelled()).toBe(true)
  })

  it("ends the compressed answer in an error when the page's stream fails after its first part", async () => {
    let fail = () => {}
    const failed = new Promise<void>((resolve) => (fail = resolve))
    let sent = false
    const failing = new ReadableStream<Uint8Array>({
      async pull(controller) {
        if (!sent) {
          sent = true
          return controller.enqueue(new TextEncoder().encode('w'.repeat(2000)))
        }
        await failed
        controller.error(new Error('render failed'))
      },
    })
    const response = await compressResponse(
      request('br'),
      new Response(failing, { headers: { 'content-type': 'text/html' } }),
    )
    expect(response.headers.get('content-encoding')).toBe('br')
    fail()
    await expect(response.arrayBuffer()).rejects.toThrow('render failed')
  })
})
