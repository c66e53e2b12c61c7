import { afterEach, describe, expect, it, vi } from 'vitest'
import { createTestI18n } from '@/test/render'
import { HttpError, NetworkError, errorMessage, httpFetch, toAppError } from './http-error'

describe('toAppError', () => {
  it('keeps HttpError and NetworkError as they are', () => {
    const http = new HttpError(503, 'Service Unavailable')
    const network = new NetworkError()
    expect(toAppError(http)).toBe(http)
    expect(toAppError(network)).toBe(network)
  })

  it('turns a failed Response into an HttpError with its status and status text', () => {
    const error = toAppError(new Response('nope', { status: 502, statusText: 'Bad Gateway' }))
    expect(error).toBeInstanceOf(HttpError)
    expect(error).toMatchObject({ status: 502, statusText: 'Bad Gateway' })
  })

  it("turns fetch's TypeError into a NetworkError", () => {
    expect(toAppError(new TypeError('Failed to fetch'))).toBeInstanceOf(NetworkError)
    expect(toAppError(new TypeError('NetworkError when attempting to fetch resource.'))).toBeInstanceOf(NetworkError)
    expect(toAppError(new TypeError('x is not a function'))).not.toBeInstanceOf(NetworkError)
  })

  it('wraps values that are not errors', () => {
    expect(toAppError('boom')).toEqual(new Error('boom'))
    expect(toAppError(undefined)).toBeInstanceOf(Error)
  })
})

describe('errorMessage', () => {
  const en = createTestI18n('en').t
  const fr = createTestI18n('fr').t

  it('shows the status and status text of a failed call, translated', () => {
    expect(errorMessage(en, new HttpError(503, 'Service Unavailable'))).toBe('Error 503: Service Unavailable')
    expect(errorMessage(fr, new HttpError(503, 'Service Unavailable'))).toBe('Erreur 503 : Service Unavailable')
    expect(errorMessage(en, new HttpError(418))).toBe('Error 418')
  })

  it('names a network error', () => {
    expect(errorMessage(en, new TypeError('Failed to fetch'))).toBe(
      'Network error: check your connection and try again.',
    )
  })

  it("translates a server function's message key", () => {
    expect(errorMessage(en, new Error('errors:databaseUnavailable'))).toBe(
      'The service is temporarily unavailable. Please try again in a moment.',
    )
  })

  it("falls back to 'Something went wrong!' for anything else", () => {
    expect(errorMessage(en, new Error('relation "users" does not exist'))).toBe('Something went wrong!')
    expect(errorMessage(en, null)).toBe('Something went wrong!')
  })
})

describe('httpFetch', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('throws an HttpError for a failed plain response', async () => {
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response('<h1>oops</h1>', {
          status: 500,
          statusText: 'Internal Server Error',
          headers: { 'content-type': 'text/html' },
        }),
    )
    await expect(httpFetch('/_serverFn/x')).rejects.toMatchObject({
      name: 'HttpError',
      status: 500,
      statusText: 'Internal Server Error',
    })
  })

  it("passes TanStack Start's serialised errors and successes through", async () => {
    const serialised = new Response('{}', {
      status: 404,
      headers: { 'content-type': 'application/json', 'x-tss-serialized': 'true' },
    })
    vi.stubGlobal('fetch', async () => serialised)
    await expect(httpFetch('/_serverFn/x')).resolves.toBe(serialised)
    const ok = new Response('ok', { status: 200 })
    vi.stubGlobal('fetch', async () => ok)
    await expect(httpFetch('/_serverFn/x')).resolves.toBe(ok)
  })

  it('throws a NetworkError when the request gets no response, but lets aborts through', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch')
    })
    await expect(httpFetch('/_serverFn/x')).rejects.toBeInstanceOf(NetworkError)
    vi.stubGlobal('fetch', async () => {
      throw new DOMException('aborted', 'AbortError')
    })
    await expect(httpFetch('/_serverFn/x')).rejects.toMatchObject({ name: 'AbortError' })
  })
})
