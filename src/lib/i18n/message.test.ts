import { describe, expect, it } from 'vitest'
import { createI18n } from './create-i18n'
import { messageWithValues, parseMessage, translateMessage } from './message'

describe('messages with values', () => {
  it('round-trips a key and its values', () => {
    const message = messageWithValues('repository:validation.linkTooShort', { min: 4 })
    expect(parseMessage(message)).toEqual({ key: 'repository:validation.linkTooShort', values: { min: 4 } })
  })

  it('reads a plain key, and a malformed value part as a plain key', () => {
    expect(parseMessage('auth:validation.emailRequired')).toEqual({ key: 'auth:validation.emailRequired' })
    expect(parseMessage('a:b|{oops')).toEqual({ key: 'a:b|{oops' })
  })

  it('translates with the values', () => {
    const i18n = createI18n('en', { en: { common: { greeting: 'Code should be {{length}} characters' } } })
    expect(translateMessage(i18n.t, messageWithValues('common:greeting', { length: 6 }))).toBe(
      'Code should be 6 characters',
    )
  })
})

describe('numbers in messages', () => {
  const resources = (language: string) => ({
    [language]: {
      common: { results_one: '{{count}} result', results_other: '{{count}} results', code: 'Code {{code}}' },
    },
  })

  it('reads in the language’s own format, whatever the placeholder', () => {
    expect(createI18n('en', resources('en')).t('common:results', { count: 12345 })).toBe('12,345 results')
    expect(createI18n('fr', resources('fr')).t('common:results', { count: 12345 })).toBe(
      `${new Intl.NumberFormat('fr').format(12345)} results`,
    )
    expect(createI18n('en', resources('en')).t('common:results', { count: 1 })).toBe('1 result')
  })

  it('leaves strings as they are (codes keep their digits)', () => {
    expect(createI18n('fr', resources('fr')).t('common:code', { code: '012345' })).toBe('Code 012345')
  })
})
