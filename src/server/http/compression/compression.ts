import { Readable } from 'node:stream'
import { promisify } from 'node:util'
import { brotliCompress, constants, createBrotliCompress, createGzip, gzip } from 'node:zlib'
import Negotiator from 'negotiator'
import { withHeaders } from '../headers/with-headers'

/** The built files under /assets/ never get here: Nitro serves their .br/.gz twins, compressed at build time. */
export const compressionSettings = {
  /** Smaller bodies are sent as they are: a few hundred bytes gain nothing worth a compressor. */
  thresholdBytes: 1024,
  /** Brotli 4 costs about what gzip 6 does and sends 8% less; 5 sends 6% less again for some 1.4 times the CPU. */
  brotliQuality: 4,
  gzipLevel: 6,
}

export type ContentEncoding = 'br' | 'gzip'
type Bytes = Uint8Array<ArrayBuffer>

/** Text formats only: images, fonts and binary streams (TanStack's framed server-function answers) are left alone. */
const compressibleType = /^(?:text\/|application\/(?:json|javascript|xml|[\w.-]+\+(?:json|xml))\s*(?:;|$))/i

export function negotiateEncoding(acceptEncoding: string | null): ContentEncoding | undefined {
  if (!acceptEncoding) return undefined
  const chosen = new Negotiator({ headers: { 'accept-encoding': acceptEncoding } }).encoding(
    ['br', 'gzip', 'identity'],
    {
      preferred: ['br', 'gzip', 'identity'],
    },
  )
  return chosen === 'identity' ? undefined : chosen
}

/**
 * Every text answer varies by Accept-Encoding, compressed or not. A streamed body is flushed each time its
 * stream pauses, so the browser gets every part as soon as it would without compression.
 */
export async function compressResponse(
  request: Request,
  response: Response,
  settings = compressionSettings,
): Promise<Response> {
  if (!compressibleType.test(response.headers.get('content-type') ?? '')) return response
  const varied = withHeaders(response, { vary: varyWithAcceptEncoding(response.headers.get('vary')) })
  const encoding = negotiateEncoding(request.headers.get('accept-encoding'))
  if (!encoding || !varied.body || request.method === 'HEAD' || varied.status === 204 || varied.status === 304)
    return varied
  if (varied.headers.has('content-encoding') || /\bno-transform\b/i.test(varied.headers.get('cache-control') ?? ''))
    return varied
  const declaredLength = varied.headers.get('content-length')
  if (declaredLength !== null && Number(declaredLength) < settings.thresholdBytes) return varied

  const body = batches(varied.body.getReader())
  let start = await body.next()
  while (!start.done && start.bytes.byteLength < settings.thresholdBytes) {
    const more = await body.next()
    start = { bytes: join([start.bytes, more.bytes]), done: more.done }
  }
  const headers = new Headers(varied.headers)
  const init = { status: varied.status, statusText: varied.statusText, headers }
  if (start.done && start.bytes.byteLength < settings.thresholdBytes) {
    headers.set('content-length', String(start.bytes.byteLength))
    return new Response(start.bytes, init)
  }
  headers.set('content-encoding', encoding)
  if (start.done) {
    const compressed = await compressWhole(start.bytes, encoding, settings)
    headers.set('content-length', String(compressed.byteLength))
    return new Response(compressed, init)
  }
  headers.delete('content-length')
  return new Response(compressedStream(start.bytes, body, encoding, settings), init)
}

export function varyWithAcceptEncoding(vary: string | null): string {
  if (!vary) return 'Accept-Encoding'
  const names = vary.split(',').map((name) => name.trim().toLowerCase())
  return names.includes('*') || names.includes('accept-encoding') ? vary : `${vary}, Accept-Encoding`
}

interface Batch {
  bytes: Bytes
  done: boolean
}

const pause = Symbol('pause')

/**
 * A batch holds every chunk its stream gives before the event loop's next turn: a rendered part of a page comes
 * as many small chunks at once, and compressing (and flushing) them once costs a fraction of the CPU and bytes.
 */
function batches(reader: ReadableStreamDefaultReader<Bytes>) {
  let pending: Promise<ReadableStreamReadResult<Bytes>> | undefined
  return {
    async next(): Promise<Batch> {
      const chunks: Bytes[] = []
      let turn: Promise<typeof pause> | undefined
      for (;;) {
        const read = (pending ??= reader.read())
        const result = turn ? await Promise.race([read, turn]) : await read
        if (result === pause) return { bytes: join(chunks), done: false }
        pending = undefined
        if (result.done) return { bytes: join(chunks), done: true }
        chunks.push(result.value)
        turn ??= new Promise((resolve) => setImmediate(resolve, pause))
      }
    },
    cancel: () => void reader.cancel().catch(() => {}),
  }
}

function join(chunks: Bytes[]): Bytes {
  if (chunks.length === 1) return chunks[0]!
  const joined = new Uint8Array(chunks.reduce((size, chunk) => size + chunk.byteLength, 0))
  let offset = 0
  for (const chunk of chunks) {
    joined.set(chunk, offset)
    offset += chunk.byteLength
  }
  return joined
}

const brotliWhole = promisify(brotliCompress)
const gzipWhole = promisify(gzip)

/** Brotli's default 4 MB window, allocated for every answer, made a page cost three times the CPU under load. */
function brotliParams(settings: typeof compressionSettings, size: number) {
  return {
    [constants.BROTLI_PARAM_QUALITY]: settings.brotliQuality,
    [constants.BROTLI_PARAM_LGWIN]: Math.min(22, Math.max(16, Math.ceil(Math.log2(size)))),
    [constants.BROTLI_PARAM_SIZE_HINT]: size,
  }
}

/** A streamed page's size is not known in advance: a 256 KB window, larger than the pages this product renders. */
const streamedPageBytes = 256 * 1024

export function compressWhole(bytes: Bytes, encoding: ContentEncoding, settings = compressionSettings) {
  return encoding === 'br'
    ? brotliWhole(bytes, { params: brotliParams(settings, bytes.byteLength) })
    : gzipWhole(bytes, { level: settings.gzipLevel })
}

/** The compressor holds writes back while its output waits: a slow client slows the stream, memory does not fill. */
function compressedStream(
  first: Bytes,
  body: ReturnType<typeof batches>,
  encoding: ContentEncoding,
  settings: typeof compressionSettings,
): ReadableStream<Bytes> {
  const compressor =
    encoding === 'br'
      ? createBrotliCompress({ params: brotliParams(settings, streamedPageBytes) })
      : createGzip({ level: settings.gzipLevel })
  const flushKind = encoding === 'br' ? constants.BROTLI_OPERATION_FLUSH : constants.Z_SYNC_FLUSH
  const writeFlushed = (bytes: Bytes) =>
    new Promise<void>((resolve) => {
      const done = () => {
        compressor.off('close', done)
        resolve()
      }
      compressor.once('close', done)
      compressor.write(bytes)
      compressor.flush(flushKind, done)
    })
  compressor.once('close', () => {
    if (!compressor.writableFinished) body.cancel()
  })

  void (async () => {
    try {
      await writeFlushed(first)
      while (!compressor.destroyed) {
        const batch = await body.next()
        if (compressor.destroyed) return
        if (batch.done) return void compressor.end(batch.bytes)
        await writeFlushed(batch.bytes)
      }
    } catch (error) {
      compressor.destroy(error as Error)
    }
  })()
  return Readable.toWeb(compressor) as ReadableStream<Bytes>
}
