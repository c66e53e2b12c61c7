import { describe, expect, it } from 'vitest'
import { appConfig } from '~/app.config'
import { type SecurityChange, securityChangeEmail } from './security-change'

const activityUrl = 'https://threshold.example/app/account/activity'
const email = (change: SecurityChange, language = 'en') =>
  securityChangeEmail({ to: 'ada@example.com', language, change, activityUrl })

describe('securityChangeEmail', () => {
  it('tells the old address where the account went, and to ask the people who run the product for help', () => {
    const message = email({ kind: 'email-changed', newEmail: 'someone@example.net' })
    expect(message.to).toBe('ada@example.com')
    expect(message.subject).toBe(`The e-mail address of your ${appConfig.name} account was changed`)
    expect(message.text).toContain('(ada@example.com) was changed to someone@example.net.')
    expect(message.text).toContain(`contact the people who run ${appConfig.name} from this address`)
    // The old address can no longer sign in: no link to a page it cannot open.
    expect(message.text).not.toContain(activityUrl)
    expect(message.html).not.toContain(activityUrl)
  })

  it('names a passkey added or removed, with a way to sign out everywhere if it was not the owner', () => {
    for (const [kind, words] of [
      ['passkey-added', 'was added to'],
      ['passkey-removed', 'was removed from'],
    ] as const) {
      const message = email({ kind, passkeyName: 'Pixel <8>' })
      expect(message.text).toContain(`The passkey "Pixel <8>" ${words} your ${appConfig.name} account`)
      expect(message.text).toContain('If this was you, there is nothing to do.')
      expect(message.text).toContain(`Not you? Sign out everywhere: ${activityUrl}#sign-out-everywhere`)
      expect(message.html).toContain('Pixel &lt;8&gt;')
      expect(message.html).toContain(`href="${activityUrl}#sign-out-everywhere"`)
    }
  })

  it('says an administrator did it, and whom to ask', () => {
    for (const kind of ['passkeys-removed-by-admin', 'signed-out-by-admin'] as const) {
      const message = email({ kind })
      expect(message.text).toContain(`An administrator of ${appConfig.name}`)
      expect(message.text).toContain(`If you do not know why, contact the people who run ${appConfig.name}.`)
      expect(message.text).not.toContain('If this was you')
      expect(message.text).toContain(`Review your security activity: ${activityUrl}`)
    }
  })

  it.each(['fr', 'ar', 'sw'])('is written in %s, right to left in Arabic', (language) => {
    const message = email({ kind: 'signed-out-by-admin' }, language)
    expect(message.subject).not.toBe(email({ kind: 'signed-out-by-admin' }).subject)
    expect(message.subject).toContain(appConfig.name)
    expect(message.html).toContain(`<html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}">`)
  })
})
