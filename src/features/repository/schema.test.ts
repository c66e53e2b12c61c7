import { describe, expect, it } from 'vitest'
import { repositoryFormSchema } from './schema'

const firstMessage = (input: unknown) => {
  const result = repositoryFormSchema.safeParse(input)
  return result.success ? undefined : result.error.issues[0]?.message
}

describe('repositoryFormSchema', () => {
  it('stores a link without a scheme with https://, and an empty description as null', () => {
    expect(repositoryFormSchema.parse({ name: ' threshold ', link: 'github.com/threshold', description: '' })).toEqual({
      name: 'threshold',
      link: 'https://github.com/threshold',
      description: null,
    })
  })

  it('keeps an http(s) link as it is', () => {
    expect(repositoryFormSchema.parse({ name: 'a', link: 'http://example.com', description: '' }).link).toBe(
      'http://example.com',
    )
  })

  it.each([
    [{ name: '', link: 'example.com', description: '' }, 'repository:validation.nameRequired'],
    [{ link: 'example.com', description: '' }, 'repository:validation.nameRequired'],
    [{ name: 'a', link: '', description: '' }, 'repository:validation.linkRequired'],
    [{ name: 'a', link: 'a.b', description: '' }, 'repository:validation.linkTooShort|{"min":4}'],
    [{ name: 'a', link: 'example', description: '' }, 'repository:validation.linkNeedsDot'],
    [{ name: 'a', link: 'ftp://example.com', description: '' }, 'repository:validation.linkInvalid'],
    [{ name: 'a'.repeat(101), link: 'example.com', description: '' }, 'repository:validation.nameTooLong|{"max":100}'],
    [
      { name: 'a', link: 'example.com', description: 'x'.repeat(1001) },
      'repository:validation.descriptionTooLong|{"max":1000}',
    ],
  ])('refuses %j with %s', (input, message) => {
    expect(firstMessage(input)).toBe(message)
  })
})
