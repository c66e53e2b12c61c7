import { notFound, redirect } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { HttpError, NetworkError } from './http-error'
import { retryUnlessRefused } from './query-retry'

describe('retryUnlessRefused', () => {
  it.each([
    ['not the recipient', new Error('auth-errors:YOU_ARE_NOT_THE_RECIPIENT_OF_THE_INVITATION')],
    ['a translated not found', new Error('organization:invitation.notFound')],
    ['forbidden', new Error('errors:forbidden')],
    ['rate limited, with its wait', new Error('auth-errors:RATE_LIMITED|{"retryAfter":30}')],
    ["a proxy's 404", new HttpError(404, 'Not Found')],
    ["a proxy's 429", new HttpError(429)],
    ["the router's not found", notFound()],
    ['a redirect', redirect({ to: '/login' })],
  ])('shows %s at once', (_, error) => {
    expect(retryUnlessRefused(0, error)).toBe(false)
  })

  it.each([
    ['a lost connection', new NetworkError()],
    ['an unexpected server failure', new Error('errors:fallback')],
    ['the database out of reach', new Error('errors:databaseUnavailable')],
    ["a proxy's 502", new HttpError(502, 'Bad Gateway')],
    ['an error without a key', new Error('socket hang up')],
  ])('retries %s, three times at most', (_, error) => {
    expect(retryUnlessRefused(0, error)).toBe(true)
    expect(retryUnlessRefused(2, error)).toBe(true)
    expect(retryUnlessRefused(3, error)).toBe(false)
  })
})
