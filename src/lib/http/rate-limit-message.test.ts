import { describe, expect, it } from 'vitest'
import { appConfig } from '~/app.config'
import ar from '~/locales/ar/errors.json'
import en from '~/locales/en/errors.json'
import fr from '~/locales/fr/errors.json'
import sw from '~/locales/sw/errors.json'
import { createI18n } from '@/lib/i18n/create-i18n'
import { translateMessage } from '@/lib/i18n/message'
import { rateLimitMessage, retryAfterSeconds } from './rate-limit-message'

const errors = { en, fr, ar, sw }
const resources = Object.fromEntries(
  Object.entries(errors).map(([language, messages]) => [language, { errors: messages }]),
)
const read = (language: string, seconds: number | undefined) =>
  translateMessage(createI18n(language, resources).t, rateLimitMessage(seconds))

describe('rateLimitMessage: what a person refused by a limit reads', () => {
  it.each([
    [1, 'Too many attempts. Try again in 1 second.'],
    [40, 'Too many attempts. Try again in 40 seconds.'],
    [119, 'Too many attempts. Try again in 119 seconds.'],
    [120, 'Too many attempts. Try again in 2 minutes.'],
    // Rounded up: never a shorter wait than the real one.
    [121, 'Too many attempts. Try again in 3 minutes.'],
    [30 * 60, 'Too many attempts. Try again in 30 minutes.'],
    [undefined, 'Too many attempts. Please wait a moment and try again.'],
  ])('English, %j seconds: "%s"', (seconds, text) => {
    expect(read('en', seconds)).toBe(text)
  })

  it.each([
    ['fr', 1, 'Trop de tentatives. Réessayez dans 1 seconde.'],
    ['fr', 40, 'Trop de tentatives. Réessayez dans 40 secondes.'],
    ['fr', 25 * 60, 'Trop de tentatives. Réessayez dans 25 minutes.'],
    ['ar', 1, 'محاولات كثيرة جدًا. أعد المحاولة بعد 1 ثانية.'],
    ['ar', 2, 'محاولات كثيرة جدًا. أعد المحاولة بعد ثانيتين.'],
    ['ar', 5, 'محاولات كثيرة جدًا. أعد المحاولة بعد 5 ثوانٍ.'],
    ['ar', 40, 'محاولات كثيرة جدًا. أعد المحاولة بعد 40 ثانية.'],
    ['ar', 101, 'محاولات كثيرة جدًا. أعد المحاولة بعد 101 ثانية.'],
    ['ar', 10 * 60, 'محاولات كثيرة جدًا. أعد المحاولة بعد 10 دقائق.'],
    ['sw', 40, 'Majaribio mengi mno. Jaribu tena baada ya sekunde 40.'],
    ['sw', 3 * 60, 'Majaribio mengi mno. Jaribu tena baada ya dakika 3.'],
  ])('%s, %j seconds: "%s"', (language, seconds, text) => {
    expect(read(language, seconds)).toBe(text)
  })

  describe.each(appConfig.languages)('%s', (language) => {
    const { pluralCategories } = new Intl.PluralRules(language).resolvedOptions()

    it.each(['seconds', 'minutes'] as const)('has every plural form of the language for the %s', (unit) => {
      const forms = Object.keys(errors[language].rateLimited).filter((key) => key.startsWith(`${unit}_`))
      expect(new Set(forms)).toEqual(new Set(pluralCategories.map((category) => `${unit}_${category}`)))
    })
  })
})

describe('retryAfterSeconds', () => {
  it('reads whole seconds from a header, a body or a search param', () => {
    expect(retryAfterSeconds('40')).toBe(40)
    expect(retryAfterSeconds(' 7 ')).toBe(7)
    expect(retryAfterSeconds(1800)).toBe(1800)
  })

  it.each([undefined, null, '', 'soon', '-3', '0', 0, 1.5, '1e3', 10 ** 9, Number.NaN, {}])(
    'is no wait time for %j',
    (value) => {
      expect(retryAfterSeconds(value)).toBeUndefined()
    },
  )
})
