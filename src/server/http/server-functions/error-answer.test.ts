import { notFound, redirect } from '@tanstack/react-router'
import { APIError } from 'better-auth/api'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { DatabaseUnavailableError } from '../../db'
import { Refusal } from '../refusal'
import { errorAnswerFor } from './error-answer'

/** What TanStack Start throws when a validator refuses the input: the issues as JSON. */
const validationError = (schema: z.ZodType, input: unknown) =>
  new Error(JSON.stringify(schema.safeParse(input).error?.issues))

/** A database error as Drizzle wraps it: the driver's error, with its SQLSTATE, as the cause. */
function queryError(code: string) {
  return new Error('Failed query: select "id", "name" from "user" where "id" = $1\nparams: a\u0000', {
    cause: Object.assign(new Error('db'), { code }),
  })
}

describe('errorAnswerFor', () => {
  it('answers a validation failure with 400 and its first translated message, else the generic one', () => {
    expect(errorAnswerFor(validationError(z.object({ name: z.string('auth:validation.nameRequired') }), {}))).toEqual({
      status: 400,
      message: 'auth:validation.nameRequired',
    })
    expect(errorAnswerFor(validationError(z.object({ name: z.string() }), {}))).toEqual({
      status: 400,
      message: 'errors:invalidInput',
    })
  })

  it('answers an unavailable database with 503', () => {
    expect(errorAnswerFor(new DatabaseUnavailableError())).toEqual({
      status: 503,
      message: 'errors:databaseUnavailable',
    })
  })

  it('answers a value the database refuses (NUL, a lone surrogate in jsonb, a bad date) with 400', () => {
    for (const code of ['22021', '22P05', '22P02', '22007', '22008']) {
      expect(errorAnswerFor(queryError(code))).toEqual({ status: 400, message: 'errors:invalidInput' })
    }
  })

  it('answers a Refusal with its status and key', () => {
    expect(errorAnswerFor(new Refusal(404, 'user:errors.notFound'))).toEqual({
      status: 404,
      message: 'user:errors.notFound',
    })
    expect(errorAnswerFor(new Refusal(400, 'repository:validation.linkTooShort|{"min":4}'))).toEqual({
      status: 400,
      message: 'repository:validation.linkTooShort|{"min":4}',
    })
  })

  it('lets redirects and not-founds through', () => {
    expect(errorAnswerFor(redirect({ to: '/login' }))).toBeUndefined()
    expect(errorAnswerFor(notFound())).toBeUndefined()
  })

  it('translates a refusal of better-auth called through auth.api', () => {
    expect(errorAnswerFor(APIError.from('BAD_REQUEST', { code: 'INVALID_OTP', message: 'Invalid OTP' }))).toEqual({
      status: 400,
      message: 'auth-errors:INVALID_OTP',
    })
    expect(errorAnswerFor(new APIError('UNAUTHORIZED', { message: 'no session' }))).toEqual({
      status: 401,
      message: 'errors:unauthorized',
    })
    expect(errorAnswerFor(new APIError('TOO_MANY_REQUESTS', { message: 'slow down' }))).toEqual({
      status: 429,
      message: 'errors:rateLimited.later',
    })
    expect(errorAnswerFor(new APIError('UNPROCESSABLE_ENTITY', { message: 'no' }))).toEqual({
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
    expect(errorAnswerFor(perAddress)).toEqual({ status: 429, message: 'errors:rateLimited.minutes|{"count":25}' })
    const asHeaders = new APIError(
      'TOO_MANY_REQUESTS',
      { message: 'slow down' },
      new Headers({ 'x-retry-after': '40' }),
    )
    expect(errorAnswerFor(asHeaders)).toEqual({ status: 429, message: 'errors:rateLimited.seconds|{"count":40}' })
  })

  it('answers any other failure with 500 and a generic message, never its text (a query, its parameters)', () => {
    for (const error of [
      queryError('42P01'),
      queryError('23503'),
      new TypeError("Cannot read properties of undefined (reading 'id')"),
      'a string',
      undefined,
    ]) {
      expect(errorAnswerFor(error)).toEqual({ status: 500, message: 'errors:fallback' })
    }
  })
})
