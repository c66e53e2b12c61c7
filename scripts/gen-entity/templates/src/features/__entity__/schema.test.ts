import { describe, expect, it } from 'vitest'
import { __entityCamel__FormSchema } from './schema'

const firstMessage = (input: unknown) => {
  const result = __entityCamel__FormSchema.safeParse(input)
  return result.success ? undefined : result.error.issues[0]?.message
}

describe('__entityCamel__FormSchema', () => {
  it('trims the name, and stores an empty description as null', () => {
    expect(__entityCamel__FormSchema.parse({ name: ' first ', description: '' })).toEqual({
      name: 'first',
      description: null,
    })
    expect(__entityCamel__FormSchema.parse({ name: 'first', description: ' Some words ' }).description).toBe(
      'Some words',
    )
  })

  it.each([
    [{ name: '', description: '' }, '__entity__:validation.nameRequired'],
    [{ description: '' }, '__entity__:validation.nameRequired'],
    [{ name: 'a'.repeat(101), description: '' }, '__entity__:validation.nameTooLong|{"max":100}'],
    [{ name: 'a', description: 'x'.repeat(1001) }, '__entity__:validation.descriptionTooLong|{"max":1000}'],
    [{ name: 'a\u0000', description: '' }, 'errors:invalidInput'],
  ])('refuses %j with %s', (input, message) => {
    expect(firstMessage(input)).toBe(message)
  })
})
