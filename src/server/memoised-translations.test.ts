import { describe, expect, it, vi } from 'vitest'
import { createI18n } from '@/lib/i18n/create-i18n'
import { memoiseTranslations } from './memoised-translations'

const resources = {
  en: { common: { hello: 'Hello', greet: 'Hello {{name}}', nested: { title: 'Title' } }, user: { role: 'Role' } },
  fr: { common: { hello: 'Bonjour' } },
}

function memoised(language = 'en') {
  const instance = createI18n(language, resources)
  memoiseTranslations(instance)
  return instance
}

describe('memoiseTranslations', () => {
  it('answers what i18next answers: plain keys, key prefixes, other namespaces, fallbacks and missing keys', () => {
    const plain = createI18n('fr', resources)
    const instance = memoised('fr')
    for (const [namespace, keyPrefix, key] of [
      ['common', undefined, 'hello'],
      ['common', 'nested', 'title'],
      ['user', undefined, 'role'],
      ['common', undefined, 'missing.key'],
    ] as const) {
      const expected = plain.getFixedT('fr', namespace, keyPrefix)(key)
      expect(instance.getFixedT('fr', namespace, keyPrefix)(key)).toBe(expected)
      expect(instance.getFixedT('fr', namespace, keyPrefix)(key)).toBe(expected)
    }
  })

  it('resolves a key once, then answers it without asking i18next', () => {
    const instance = memoised()
    const resolve = vi.spyOn(instance, 't')
    const t = instance.getFixedT('en', 'common')
    expect(t('hello')).toBe('Hello')
    expect(t('hello')).toBe('Hello')
    expect(instance.getFixedT('en', 'common')('hello')).toBe('Hello')
    expect(resolve).toHaveBeenCalledTimes(1)
  })

  it('remembers a call with options by its options, when each is a string, a number or a boolean', () => {
    const instance = memoised()
    const resolve = vi.spyOn(instance, 't')
    const t = instance.getFixedT('en', 'common')
    expect(t('greet', { name: 'Ada' })).toBe('Hello Ada')
    expect(t('greet', { name: 'Grace' })).toBe('Hello Grace')
    expect(t('greet', { name: 'Ada' })).toBe('Hello Ada')
    expect(t('greet', { name: 1 })).toBe('Hello 1')
    expect(t('greet', { name: '1' })).toBe('Hello 1')
    expect(resolve).toHaveBeenCalledTimes(4)
  })

  it('resolves a call every time when an option is an object or a function: its text may differ', () => {
    const instance = memoised()
    const resolve = vi.spyOn(instance, 't')
    const t = instance.getFixedT('en', 'common')
    let calls = 0
    const name = { toString: () => `caller ${(calls += 1)}` }
    expect(t('greet', { name })).toBe('Hello caller 1')
    expect(t('greet', { name })).toBe('Hello caller 2')
    expect(resolve).toHaveBeenCalledTimes(2)
  })

  it('keeps the language, namespaces and key prefix react-i18next reads from the function', () => {
    const t = memoised().getFixedT('en', ['user', 'common'], 'nested') as unknown as Record<string, unknown>
    expect(t.lng).toBe('en')
    expect(t.ns).toEqual(['user', 'common'])
    expect(t.keyPrefix).toBe('nested')
  })
})
