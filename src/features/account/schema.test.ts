import { describe, expect, it } from 'vitest'
import {
  changeNameSchema,
  confirmEmailChangeSchema,
  noInputSchema,
  requestEmailChangeSchema,
  sessionIdSchema,
} from './schema'

const firstMessage = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.error?.issues[0]?.message

describe('changeNameSchema', () => {
  it('trims a valid name', () => {
    expect(changeNameSchema.parse({ name: '  Ada Lovelace ' })).toEqual({ name: 'Ada Lovelace' })
    expect(changeNameSchema.parse({ name: 'عائشة' })).toEqual({ name: 'عائشة' })
  })

  it.each([
    [{ name: '' }, 'auth:validation.nameRequired'],
    [{ name: '  ' }, 'auth:validation.nameRequired'],
    [{}, 'auth:validation.nameRequired'],
    [{ name: '<b>' }, 'auth:validation.nameInvalid'],
  ])('refuses %j with %s', (input, message) => {
    expect(firstMessage(changeNameSchema.safeParse(input))).toBe(message)
  })
})

describe('e-mail change schemas', () => {
  it('lower-cases the new address', () => {
    expect(requestEmailChangeSchema.parse({ newEmail: ' New@Example.COM ' })).toEqual({ newEmail: 'new@example.com' })
  })

  it('refuses a missing or malformed address', () => {
    expect(firstMessage(requestEmailChangeSchema.safeParse({ newEmail: '' }))).toBe('auth:validation.emailRequired')
    expect(firstMessage(requestEmailChangeSchema.safeParse({ newEmail: 'nope' }))).toBe('auth:validation.emailInvalid')
  })

  it('needs a 6-digit code', () => {
    expect(confirmEmailChangeSchema.parse({ newEmail: 'a@b.co', code: '012345' })).toEqual({
      newEmail: 'a@b.co',
      code: '012345',
    })
    expect(firstMessage(confirmEmailChangeSchema.safeParse({ newEmail: 'a@b.co', code: '' }))).toBe(
      'auth:validation.codeRequired',
    )
    expect(firstMessage(confirmEmailChangeSchema.safeParse({ newEmail: 'a@b.co', code: '12345' }))).toBe(
      'auth:validation.codeLength|{"length":6}',
    )
    expect(firstMessage(confirmEmailChangeSchema.safeParse({ newEmail: 'a@b.co', code: '12345a' }))).toBe(
      'auth:validation.codeInvalid',
    )
  })
})

describe('sessionIdSchema', () => {
  it('accepts only a UUID', () => {
    expect(sessionIdSchema.safeParse({ id: crypto.randomUUID() }).success).toBe(true)
    expect(firstMessage(sessionIdSchema.safeParse({ id: 'abc' }))).toBe('account:sessions.notFound')
  })
})

describe('noInputSchema', () => {
  it('accepts nothing but no input', () => {
    expect(noInputSchema.safeParse(undefined).success).toBe(true)
    expect(firstMessage(noInputSchema.safeParse({ userId: 'someone-else' }))).toBe('errors:invalidInput')
  })
})
