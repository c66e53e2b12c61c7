import { Readable } from 'node:stream'
import { constants, createBrotliCompress, createGzip } from 'node:zlib'
import Negotiator from 'negotiator'
import { withHeaders } from './response-headers'

/**
 * On-the-fly compression of the server's own answers: pages, server-function and /api/auth JSON
 * (docs/decisions/026-compression.md). The built files under /assets/ never get here: Nitro serves their
 * .br/.gz twins, compressed once at build time (vite.config.ts).
 */
export const compressionSettings = {
  /** Smaller bodies are sent as they are: a few hundred bytes gain nothing worth a compressor. */
  thresholdBytes: 1024,
  /** Brotli 4 costs about what gzip 6 does and sends less; 5 and up cost twice as much or more per page. */
  brotliQuality: 4,
  gzipLevel: 6,
}

export type ContentEncoding = 'br' | 'gzip'
type Bytes = Uint8Array<ArrayBuffer>

/** Text formats only: images, fonts and binary streams (TanStack's framed server-function answers) are left alone. */
const compressibleType = /^(?:text\/|application\/(?:json|javascript|xml|[\w.-]+\+(?:json|xml))\s*(?:;|$))/i

/** The encoding to send to a client that sent `acceptEncoding`: brotli when accepted, else gzip, else none. */
export function negotiateEncoding(acceptEncoding: string | null): ContentEncoding | undefined {
  if (!acceptEncoding) return undefined
  const chosen = new Negotiator({ headers: { 'accept-encoding': acceptEncoding } }).encoding(['br', 'gzip', 'identity'], {
    preferred: ['br', 'gzip', 'identity'],
  })
  return chosen === 'identity' ? undefined : chosen
}

/**
 * `response`, compressed for `request`'s client when that is worth it. Every text answer says it varies by
 * Accept-Encoding (a cache must not give one client's encoding to another), compressed or not. Not compressed:
 * HEAD, 204 and 304 answers, answers already encoded or marked `no-transform`, bodies under the threshold (a
 * streamed body is read up to the threshold to know). A compressed stream is flushed after every chunk the
 * page's stream gives, so the browser gets each part of a streamed page as soon as without compression.
 */
export async function compressResponse(request: Request, response: Response, settings = compressionSettings): Promise<Response> {
  if (!compressibleType.test(response.headers.get('content-type') ?? '')) return response
  const varied = withHeaders(response, { vary: varyWithAcceptEncoding(response.headers.get('vary')) })
  const encoding = negotiateEncoding(request.headers.get('accept-encoding'))
  if (!encoding || !varied.body || request.method === 'HEAD' || varied.status === 204 || varied.status === 304) return varied
  if (varied.headers.has('content-encoding') || /\bno-transform\b/i.test(varied.headers.get('cache-control') ?? '')) return varied
  const declaredLength = varied.headers.get('content-length')
  if (declaredLength !== null && Number(declaredLength) < settings.thresholdBytes) return varied

  const reader = varied.body.getReader()
  const start = await readAtLeast(reader, declaredLength === null ? settings.thresholdBytes : 0)
  const headers = new Headers(varied.headers)
  const init = { status: varied.status, statusText: varied.statusText, headers }
  if (start.done && start.bytes.byteLength < settings.thresholdBytes) {
    headers.set('content-length', String(start.bytes.byteLength))
    return new Response(start.bytes, init)
  }
  headers.delete('content-length')
  headers.set('content-encoding', encoding)
  return new Response(compressedStream(start.bytes, start.done ? undefined : reader, encoding, settings), init)
}

/** A Vary header value naming Accept-Encoding, from the response's own (kept as it is when it already does). */
export function varyWithAcceptEncoding(vary: string | null): string {
  if (!vary) return 'Accept-Encoding'
  const names = vary.split(',').map((name) => name.trim().toLowerCase())
  return names.includes('*') || names.includes('accept-encoding') ? vary : `${vary}, Accept-Encoding`
}

/** The body's first chunks, up to at least `bytes` (or all of it when it is shorter), joined. */
async function readAtLeast(reader: ReadableStreamDefaultReader<Bytes>, bytes: number) {
  const chunks: Bytes[] = []
  let size = 0
  do {
    const next = await reader.read()
    if (next.done) return { bytes: join(chunks, size), done: true }
    chunks.push(next.value)
    size += next.value.byteLength
  } while (size < bytes)
  return { bytes: join(chunks, size), done: false }
}

function join(chunks: Bytes[], size: number): Bytes {
  if (chunks.length === 1) return chunks[0]!
  const joined = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    joined.set(chunk, offset)
    offset += chunk.byteLength
  }
  return joined
}

/**
 * `first`, then the rest of `reader` (none when undefined), compressed, flushed after each chunk. The
 * compressor holds a write back while its output waits to be read, so a slow client slows the page's
 * stream down instead of filling memory; a client that goes away cancels the page's stream.
 */
function compressedStream(
  first: Bytes,
  reader: ReadableStreamDefaultReader<Bytes> | undefined,
  encoding: ContentEncoding,
  settings: typeof compressionSettings,
): ReadableStream<Bytes> {
  const compressor =
    encoding === 'br'
      ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: settings.brotliQuality } })
      : createGzip({ level: settings.gzipLevel })
  const flushKind = encoding === 'br' ? constants.BROTLI_OPERATION_FLUSH : constants.Z_SYNC_FLUSH
  // Resolves once the chunk is compressed and handed on, or when the client has gone away.
  const writeFlushed = (chunk: Bytes) =>
    new Promise<void>((resolve) => {
      const done = () => {
        compressor.off('close', done)
        resolve()
      }
      compressor.once('close', done)
      compressor.write(chunk)
      compressor.flush(flushKind, done)
    })
  compressor.once('close', () => {
    if (!compressor.writableFinished) reader?.cancel().catch(() => {})
  })

  if (!reader) compressor.end(first)
  else
    void (async () => {
      try {
        await writeFlushed(first)
        while (!compressor.destroyed) {
          const next = await reader.read()
          if (next.done) break
          if (!compressor.destroyed) await writeFlushed(next.value)
        }
        if (!compressor.destroyed) compressor.end()
      } catch (error) {
        compressor.destroy(error as Error)
      }
    })()
  return Readable.toWeb(compressor) as ReadableStream<Bytes>
}
