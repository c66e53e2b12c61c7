import type { Page } from '@playwright/test'
import { readFileSync, readdirSync, statSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { admin, expect, signIn, test } from './fixtures/test'
import { serverFunctionPath } from './fixtures/server-functions'

/**
 * What the production server sends to clients that accept brotli, gzip only, or name no encoding: a page, a
 * server function's answer and the largest built file (docs/decisions/026-compression.md). node:http sends
 * exactly the headers given (fetch and Playwright add their own Accept-Encoding) and leaves the body as it
 * came over the wire.
 */
interface WireResponse {
  status: number
  headers: Record<string, string | string[] | undefined>
  /** The body as sent: its length is what the client downloaded. */
  wire: Buffer
  /** The body once its Content-Encoding is undone. */
  decoded: Buffer
}

function get(path: string, headers: Record<string, string>): Promise<WireResponse> {
  const url = new URL(path, test.info().project.use.baseURL)
  return new Promise((resolve, reject) => {
    const sent = httpRequest(url, { headers }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('error', reject)
      response.on('end', () => {
        const wire = Buffer.concat(chunks)
        const encoding = response.headers['content-encoding']
        const decoded = encoding === 'br' ? brotliDecompressSync(wire) : encoding === 'gzip' ? gunzipSync(wire) : wire
        resolve({ status: response.statusCode ?? 0, headers: response.headers, wire, decoded })
      })
    })
    sent.on('error', reject)
    sent.end()
  })
}

const clients = [
  { name: 'a brotli client', acceptEncoding: 'br, gzip', expected: 'br' },
  { name: 'a gzip-only client', acceptEncoding: 'gzip', expected: 'gzip' },
  { name: 'a client that names no encoding', acceptEncoding: undefined, expected: undefined },
] as const

const acceptHeader = (acceptEncoding: string | undefined): Record<string, string> =>
  acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}

/** The Cookie header of the signed-in admin. */
async function adminCookie(page: Page) {
  await signIn(page, admin.email)
  return (await page.context().cookies()).map((cookie) => `${cookie.name}=${cookie.value}`).join('; ')
}

/** The largest JavaScript file of the build (the initial chunk) and its content. */
function largestAsset() {
  const dir = join('.output', 'public', 'assets')
  const [file] = readdirSync(dir)
    .filter((name) => name.endsWith('.js'))
    .sort((a, b) => statSync(join(dir, b)).size - statSync(join(dir, a)).size)
  return { path: `/assets/${file}`, content: readFileSync(join(dir, file!)) }
}

test.describe('compression', () => {
  test('a signed-in page is compressed for brotli and gzip clients, sent as it is otherwise', async ({ page }) => {
    const cookie = await adminCookie(page)
    for (const client of clients) {
      const answer = await get('/manager/users', { cookie, ...acceptHeader(client.acceptEncoding) })
      expect(answer.status, client.name).toBe(200)
      expect(answer.headers['content-encoding'], client.name).toBe(client.expected)
      expect(answer.headers.vary, client.name).toMatch(/accept-encoding/i)
      // A page rendered at once is compressed whole and sent with its length; a streamed one without.
      expect(answer.headers['content-length'] ?? String(answer.wire.length), `${client.name}: the length sent`).toBe(
        String(answer.wire.length),
      )
      const html = answer.decoded.toString()
      expect(html, client.name).toMatch(/^<!DOCTYPE html>/i)
      expect(html, client.name).toContain('admin@example.com')
      expect(html.trimEnd(), `${client.name}: the whole page`).toMatch(/<\/html>$/)
      if (client.expected)
        expect(answer.wire.length, `${client.name}: bytes sent`).toBeLessThan(answer.decoded.length / 4)
    }
  })

  test("a server function's answer is compressed for brotli and gzip clients, sent as it is otherwise", async ({
    page,
  }) => {
    const cookie = await adminCookie(page)
    const origin = new URL(test.info().project.use.baseURL!).origin
    // The API reference of /manager/api: a JSON answer of some 450 KB (the users list of the seeded database is under 1 KB).
    const path = serverFunctionPath('getApiReference')
    const headers = { cookie, origin, 'x-tsr-serverfn': 'true', accept: 'application/json' }
    for (const client of clients) {
      const answer = await get(path, { ...headers, ...acceptHeader(client.acceptEncoding) })
      expect(answer.status, client.name).toBe(200)
      expect(answer.headers['content-type'], client.name).toContain('application/json')
      expect(answer.headers['content-encoding'], client.name).toBe(client.expected)
      expect(answer.headers.vary, client.name).toMatch(/accept-encoding/i)
      expect(answer.decoded.toString(), client.name).toContain('"listUsers"')
      if (client.expected)
        expect(answer.wire.length, `${client.name}: bytes sent`).toBeLessThan(answer.decoded.length / 4)
    }
  })

  test('a small JSON answer (the session) is sent as it is, with its length', async ({ page }) => {
    const cookie = await adminCookie(page)
    const answer = await get('/api/auth/get-session', { cookie, 'accept-encoding': 'br, gzip' })
    expect(answer.status).toBe(200)
    expect(answer.wire.length).toBeLessThan(1024)
    expect(answer.headers['content-encoding']).toBeUndefined()
    expect(answer.headers['content-length']).toBe(String(answer.wire.length))
    expect(answer.headers.vary).toMatch(/accept-encoding/i)
  })

  test('the largest built file is sent precompressed to brotli and gzip clients, as it is otherwise', async () => {
    const asset = largestAsset()
    for (const client of clients) {
      const answer = await get(asset.path, acceptHeader(client.acceptEncoding))
      expect(answer.status, client.name).toBe(200)
      expect(answer.headers['content-encoding'], client.name).toBe(client.expected)
      expect(answer.headers.vary, `${client.name}: a shared cache must keep one copy per encoding`).toMatch(
        /accept-encoding/i,
      )
      expect(answer.headers['cache-control'], client.name).toBe('public, max-age=31536000, immutable')
      expect(answer.headers['content-length'], client.name).toBe(String(answer.wire.length))
      expect(answer.decoded.equals(asset.content), `${client.name}: the file itself`).toBe(true)
      if (client.expected)
        expect(answer.wire.length, `${client.name}: bytes sent`).toBeLessThan(asset.content.length / 3)
    }
  })

  test('the browser gets the page and its scripts compressed', async ({ page }) => {
    const scripts: Array<Promise<{ url: string; encoding: string | undefined }>> = []
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.endsWith('.js'))
        scripts.push(
          response.allHeaders().then((headers) => ({ url: response.url(), encoding: headers['content-encoding'] })),
        )
    })
    await signIn(page, admin.email)
    const document = await page.goto('/manager/users')
    expect((await document!.allHeaders())['content-encoding']).toBe('br')
    await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible()
    const initial = (await Promise.all(scripts)).filter((script) => /\/initial-[\w-]+\.js$/.test(script.url))
    expect(initial.length).toBeGreaterThan(0)
    expect(initial.map((script) => script.encoding)).toEqual(initial.map(() => 'br'))
  })
})
