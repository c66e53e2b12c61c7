import { renderToStaticMarkup } from 'react-dom/server'
import { appConfig } from '~/app.config'
import { languageDirection } from '@/lib/i18n/languages'
import { serverI18n } from '../../i18n'
import type { OutgoingEmail } from '../transport'
import { EmailButton, EmailLayout, EmailLinkFallback, emailColors } from './layout'

/** A change to who can get into an account, as its owner is told of it. */
export type SecurityChange =
  | { kind: 'email-changed'; newEmail: string }
  | { kind: 'passkey-added'; passkeyName: string }
  | { kind: 'passkey-removed'; passkeyName: string }
  | { kind: 'passkeys-removed-by-admin' }
  | { kind: 'signed-out-by-admin' }

export interface SecurityChangeInput {
  to: string
  language: string
  change: SecurityChange
  /** The person's security activity page, where they can sign out everywhere. */
  activityUrl: string
}

/**
 * Sent to the account's address (the old one, when the address changed) after a change to its security: what
 * changed, and what to do if it was not them. After an address change the old address can no longer sign in, so it
 * is sent to the people who run the product rather than to the activity page.
 */
export function securityChangeEmail({ to, language, change, activityUrl }: SecurityChangeInput): OutgoingEmail {
  const t = serverI18n(language).getFixedT(language, 'emails', 'securityChange')
  const values = { product: appConfig.name, email: to, ...change }
  const kind = (key: string) => t(`${change.kind}.${key}`, values)
  const byAdmin = change.kind === 'passkeys-removed-by-admin' || change.kind === 'signed-out-by-admin'
  const notYou = t(change.kind === 'email-changed' ? 'notYouAddress' : byAdmin ? 'notYouAdmin' : 'notYou', values)
  const signOutUrl = `${activityUrl}#sign-out-everywhere`
  const offerActivity = change.kind !== 'email-changed'

  const html = renderToStaticMarkup(
    <EmailLayout language={language} direction={languageDirection(language)} preview={kind('heading')}>
      <h1 style={{ fontSize: 20, margin: '0 0 16px' }}>{kind('heading')}</h1>
      <p style={{ margin: '0 0 16px' }}>{kind('intro')}</p>
      {byAdmin ? null : <p style={{ margin: '0 0 16px' }}>{t('ifYou', values)}</p>}
      <p style={{ margin: '0 0 24px', fontWeight: 600 }}>
        {offerActivity && !byAdmin ? (
          <a href={signOutUrl} style={{ color: emailColors.accent }}>
            {notYou}
          </a>
        ) : (
          notYou
        )}
      </p>
      {offerActivity ? (
        <>
          <EmailButton href={activityUrl}>{t('action', values)}</EmailButton>
          <EmailLinkFallback href={activityUrl} label={t('link', values)} last />
        </>
      ) : null}
    </EmailLayout>,
  )

  const text = [
    kind('intro'),
    '',
    ...(byAdmin ? [] : [t('ifYou', values), '']),
    offerActivity && !byAdmin ? t('line', { label: notYou, value: signOutUrl }) : notYou,
    ...(offerActivity ? ['', t('line', { label: t('action', values), value: activityUrl })] : []),
  ].join('\n')

  return { to, subject: kind('subject'), html: `<!doctype html>${html}`, text }
}
