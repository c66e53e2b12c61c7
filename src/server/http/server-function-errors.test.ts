import { notFound, redirect } from '@tanstack/react-router'
import { APIError } from 'better-auth/api'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { DatabaseUnavailableError } from '../db'
import { refusalFor } from './function-error-refusal'

/** What TanStack Start throws when a validator refuses the input: the issues as JSON. */
const validationError = (schema: z.ZodType, input: unknown) =>
  new Error(JSON.stringify(schema.safeParse(input).error?.issues))

/** A database error as Drizzle wraps it: the driver's error, with its SQLSTATE, as the cause. */
function queryError(code: string) {
  return new Error('Failed query: select "id", "name" from "user" where "id" = $1\nparams: a\u0000', {
    cause: Object.assign(new Error('db'), { code }),
  })
}

describe('refusalFor', () => {
  it('answers a validation failure with 400 and its first translated message, else the generic one', () => {
    expect(refusalFor(validationError(z.object({ name: z.string('auth:validation.nameRequired') }), {}))).toEqual({
      status: 400,
      message: 'auth:validation.nameRequired',
    })
    expect(refusalFor(validationError(z.object({ name: z.string() }), {}))).toEqual({
      status: 400,
      message: 'errors:invalidInput',
    })
  })

  it('answers an unavailable database with 503', () => {
    expect(refusalFor(new DatabaseUnavailableError())).toEqual({ status: 503, message: 'errors:databaseUnavailable' })
  })

  it('answers a value the database refuses (NUL, a lone surrogate in jsonb, a bad date) with 400', () => {
    for (const code of ['22021', '22P05', '22P02', '22007', '22008']) {
      expect(refusalFor(queryError(code))).toEqual({ status: 400, message: 'errors:invalidInput' })
    }
  })

  it('lets refusals already made, redirects and not-founds through', () => {
    expect(refusalFor(new Error('user:errors.notFound'))).toBeUndefined()
    expect(refusalFor(new Error('repository:validation.linkTooShort|{"min":4}'))).toBeUndefined()
    expect(refusalFor(redirect({ to: '/login' }))).toBeUndefined()
    expect(refusalFor(notFound())).toBeUndefined()
  })

  it('translates a refusal of better-auth called through auth.api', () => {
    expect(refusalFor(APIError.from('BAD_REQUEST', { code: 'INVALID_OTP', message: 'Invalid OTP' }))).toEqual({
      status: 400,
      message: 'auth-errors:INVALID_OTP',
    })
    expect(refusalFor(new APIError('UNAUTHORIZED', { message: 'no session' }))).toEqual({
      status: 401,
      message: 'errors:unauthorized',
    })
    expect(refusalFor(new APIError('TOO_MANY_REQUESTS', { message: 'slow down' }))).toEqual({
      status: 429,
      message: 'errors:rateLimited.later',
    })
    expect(refusalFor(new APIError('UNPROCESSABLE_ENTITY', { message: 'no' }))).toEqual({
      status: 400,
      message: 'auth-errors:UNKNOWN_ERROR',
    })
  })

  it('says how long to wait when a rate limit of better-auth refused it (its X-Retry-After header)', () => {
    const perAddress = new APIError(
      'TOO_MANY_REQUESTS',
      { message: 'Too many requests. Please try again later.' },
      { 'X-Retry-After': '1500' },
    )
    expect(refusalFor(perAddress)).toEqual({ status: 429, message: 'errors:rateLimited.minutes|{"count":25}' })
    const asHeaders = new APIError(
      'TOO_MANY_REQUESTS',
      { message: 'slow down' },
      new Headers({ 'x-retry-after': '40' }),
    )
    expect(refusalFor(asHeaders)).toEqual({ status: 429, message: 'errors:rateLimited.seconds|{"count":40}' })
  })

  it('answers any other failure with 500 and a generic message, never its text (a query, its parameters)', () => {
    for (const error of [
      queryError('42P01'),
      queryError('23503'),
      new TypeError("Cannot read properties of undefined (reading 'id')"),
      'a string',
      undefined,
    ]) {
      expect(refusalFor(error)).toEqual({ status: 500, message: 'errors:fallback' })
    }
  })
})
