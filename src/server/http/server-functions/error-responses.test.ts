import { notFound, redirect } from '@tanstack/react-router'
import { APIError } from 'better-auth/api'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { DatabaseUnavailableError } from '../../db'
import { Refusal } from '../refusal'
import { serverFunctionErrors } from './error-responses'

// The test files of a worker share its modules (vitest.config.ts): those that import the mocked ones load afresh.
vi.hoisted(() => vi.resetModules())
const response = vi.hoisted(() => ({ status: undefined as number | undefined, headers: new Map<string, string>() }))
vi.mock('@tanstack/react-start/server', () => ({
  setResponseStatus: (status: number) => (response.status = status),
  setResponseHeader: (name: string, value: string) => response.headers.set(name, value),
}))
const logged = vi.hoisted(() => ({ warn: vi.fn(), error: vi.fn(), info: vi.fn() }))
vi.mock('../../log', () => ({ log: logged }))

type Server = (options: { next: () => Promise<unknown> }) => Promise<unknown>
const middleware = (serverFunctionErrors as unknown as { options: { server: Server } }).options.server

/** The status and message the caller gets when a server function throws `error`; undefined when it goes through as thrown. */
async function answerTo(error: unknown) {
  response.status = undefined
  response.headers.clear()
  const thrown = await middleware({ next: () => Promise.reject(error) }).then(
    () => expect.unreachable('the middleware answers a failure by throwing'),
    (reason: unknown) => reason,
  )
  if (thrown === error) return undefined
  return { status: response.status, message: (thrown as Error).message }
}

/** What TanStack Start throws when a validator refuses the input: the issues as JSON. */
const validationError = (schema: z.ZodType, input: unknown) =>
  new Error(JSON.stringify(schema.safeParse(input).error?.issues))

/** A database error as Drizzle wraps it: the driver's error, with its SQLSTATE, as the cause. */
function queryError(code: string) {
  return new Error('Failed query: select "id", "name" from "user" where "id" = $1\nparams: a\u0000', {
    cause: Object.assign(new Error('db'), { code }),
  })
}

describe('serverFunctionErrors', () => {
  beforeEach(() => vi.clearAllMocks())

  it('answers a validation failure with 400 and its first translated message, else the generic one', async () => {
    expect(await answerTo(validationError(z.object({ name: z.string('auth:validation.nameRequired') }), {}))).toEqual({
      status: 400,
      message: 'auth:validation.nameRequired',
    })
    expect(await answerTo(validationError(z.object({ name: z.string() }), {}))).toEqual({
      status: 400,
      message: 'errors:invalidInput',
    })
  })

  it('answers an unavailable database with 503', async () => {
    expect(await answerTo(new DatabaseUnavailableError())).toEqual({
      status: 503,
      message: 'errors:databaseUnavailable',
    })
    // The status an SSR page applies, and when to try again.
    expect(Object.fromEntries(response.headers)).toEqual({ 'x-threshold-status': '503', 'retry-after': '5' })
    expect(logged.warn).toHaveBeenCalledOnce()
  })

  it('answers a value the database refuses (NUL, a lone surrogate in jsonb, a bad date) with 400', async () => {
    for (const code of ['22021', '22P05', '22P02', '22007', '22008']) {
      expect(await answerTo(queryError(code))).toEqual({ status: 400, message: 'errors:invalidInput' })
    }
    expect(logged.warn).toHaveBeenCalledTimes(5)
  })

  it('answers a Refusal with its status and key, unlogged', async () => {
    expect(await answerTo(new Refusal(404, 'user:errors.notFound'))).toEqual({
      status: 404,
      message: 'user:errors.notFound',
    })
    expect(await answerTo(new Refusal(400, 'repository:validation.linkTooShort|{"min":4}'))).toEqual({
      status: 400,
      message: 'repository:validation.linkTooShort|{"min":4}',
    })
    // A 503 of its own (an e-mail that could not be sent) is no database outage.
    expect(await answerTo(new Refusal(503, 'account:changeEmail.sendFailed'))).toEqual({
      status: 503,
      message: 'account:changeEmail.sendFailed',
    })
    expect(response.headers.size).toBe(0)
    expect(logged.warn).not.toHaveBeenCalled()
    expect(logged.error).not.toHaveBeenCalled()
  })

  it('lets redirects and not-founds through', async () => {
    expect(await answerTo(redirect({ to: '/login' }))).toBeUndefined()
    expect(await answerTo(notFound())).toBeUndefined()
  })

  it('translates a refusal of better-auth called through auth.api', async () => {
    expect(await answerTo(APIError.from('BAD_REQUEST', { code: 'INVALID_OTP', message: 'Invalid OTP' }))).toEqual({
      status: 400,
      message: 'auth-errors:INVALID_OTP',
    })
    expect(await answerTo(new APIError('UNAUTHORIZED', { message: 'no session' }))).toEqual({
      status: 401,
      message: 'errors:unauthorized',
    })
    expect(await answerTo(new APIError('TOO_MANY_REQUESTS', { message: 'slow down' }))).toEqual({
      status: 429,
      message: 'errors:rateLimited.later',
    })
    expect(await answerTo(new APIError('UNPROCESSABLE_ENTITY', { message: 'no' }))).toEqual({
      status: 400,
      message: 'auth-errors:UNKNOWN_ERROR',
    })
  })

  it('says how long to wait when a rate limit of better-auth refused it (its X-Retry-After header)', async () => {
    const perAddress = new APIError(
      'TOO_MANY_REQUESTS',
      { message: 'Too many requests. Please try again later.' },
      { 'X-Retry-After': '1500' },
    )
    expect(await answerTo(perAddress)).toEqual({ status: 429, message: 'errors:rateLimited.minutes|{"count":25}' })
    const asHeaders = new APIError(
      'TOO_MANY_REQUESTS',
      { message: 'slow down' },
      new Headers({ 'x-retry-after': '40' }),
    )
    expect(await answerTo(asHeaders)).toEqual({ status: 429, message: 'errors:rateLimited.seconds|{"count":40}' })
  })

  it('answers any other failure with 500 and a generic message, never its text (a query, its parameters)', async () => {
    for (const error of [
      queryError('42P01'),
      queryError('23503'),
      new TypeError("Cannot read properties of undefined (reading 'id')"),
      'a string',
      undefined,
    ]) {
      expect(await answerTo(error)).toEqual({ status: 500, message: 'errors:fallback' })
    }
    expect(logged.error).toHaveBeenCalledTimes(5)
  })
})
