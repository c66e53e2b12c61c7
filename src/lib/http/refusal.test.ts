import { describe, expect, it } from 'vitest'
import { messageWithValues } from '@/lib/i18n/message'
import { isRefusal } from './refusal'

describe('isRefusal', () => {
  it('recognises a refusal by its translation key', () => {
    expect(isRefusal(new Error('user:errors.notFound'), 'user:errors.notFound')).toBe(true)
  })

  it('recognises a refusal that carries values', () => {
    expect(isRefusal(new Error(messageWithValues('errors:rateLimited', { seconds: 30 })), 'errors:rateLimited')).toBe(
      true,
    )
  })

  it('tells other refusals and other failures apart', () => {
    for (const error of [
      new Error('user:errors.notFoundAnyMore'),
      new Error('organization:errors.notFound'),
      new Error('Network error'),
      { message: 'user:errors.notFound' },
      'user:errors.notFound',
      undefined,
    ]) {
      expect(isRefusal(error, 'user:errors.notFound')).toBe(false)
    }
  })
})
