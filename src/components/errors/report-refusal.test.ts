import type { TFunction } from 'i18next'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { closeDemoDialog, isDemoDialogOpen } from '@/components/demo/demo-dialog-store'
import { toast } from '@/components/ui/toaster'
import { createI18n } from '@/lib/i18n/create-i18n'
import { rateLimitMessage } from '@/lib/http/rate-limit-message'
import { reportRefusal } from './report-refusal'
import enAuthErrors from '~/locales/en/auth-errors.json'
import enErrors from '~/locales/en/errors.json'
import enUser from '~/locales/en/user.json'
import frUser from '~/locales/fr/user.json'

const english = createI18n('en', { en: { 'auth-errors': enAuthErrors, errors: enErrors, user: enUser } }).t

/** The toasts a report showed. */
function reported(error: unknown, messageKey?: string, t: TFunction<string> = english) {
  const toastError = vi.spyOn(toast, 'error').mockReturnValue('toast')
  reportRefusal(t, error, messageKey)
  const messages = toastError.mock.calls.map(([message]) => message)
  toastError.mockRestore()
  return messages
}

afterEach(() => closeDemoDialog())

describe('reportRefusal', () => {
  it("shows a server function's refusal in the reader's language", () => {
    expect(reported(new Error('user:errors.notFound'))).toEqual([enUser.errors.notFound])
    const french = createI18n('fr', { fr: { user: frUser } }).t
    expect(reported(new Error('user:errors.notFound'), undefined, french)).toEqual([frUser.errors.notFound])
  })

  it('fills in the values a refusal carries', () => {
    expect(reported(new Error(rateLimitMessage(30)))).toEqual(['Too many attempts. Try again in 30 seconds.'])
  })

  it('says something went wrong when the error carries no translation key', () => {
    for (const error of [new Error('Network error'), new Error(''), 'user:errors.notFound', undefined]) {
      expect(reported(error)).toEqual([enErrors.fallback])
    }
  })

  it('shows the message its caller names, as for a better-auth client error', () => {
    expect(reported({ code: 'BANNED_USER', status: 403 }, 'auth-errors:BANNED_USER')).toEqual([
      enAuthErrors.BANNED_USER,
    ])
  })

  it("opens the 'Demo Mode' dialog instead of a toast for a read-only demo's refusal", () => {
    expect(reported(new Error('demo:refused'))).toEqual([])
    expect(isDemoDialogOpen()).toBe(true)
    closeDemoDialog()
    expect(reported({ code: 'DEMO_MODE', status: 403 }, 'auth-errors:UNKNOWN_ERROR')).toEqual([])
    expect(isDemoDialogOpen()).toBe(true)
  })
})
