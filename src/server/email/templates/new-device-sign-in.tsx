import { renderToStaticMarkup } from 'react-dom/server'
import { appConfig } from '~/app.config'
import { languageDirection } from '@/lib/i18n/languages'
import { deviceName } from '@/lib/activity/device-name'
import { maskedNetwork } from '@/lib/activity/masked-network'
import type { SignInMethod } from '@/lib/activity/sign-in-methods'
import { parseUserAgent } from '@/lib/activity/user-agent'
import { serverI18n } from '../../i18n'
import type { OutgoingEmail } from '../transport'
import { EmailButton, EmailLayout, EmailLinkFallback, emailColors } from './layout'

export interface NewDeviceSignInInput {
  to: string
  language: string
  signedInAt: Date
  userAgent: string | null | undefined
  ipAddress: string | null | undefined
  method: SignInMethod
  /** The OpenID Connect provider's name, as configured (OIDC_NAME). */
  oidcName?: string
  /** The person's security activity page, where they can sign out everywhere. */
  activityUrl: string
}

/** Sent when an account is signed in to from a browser it has not been used with before. */
export function newDeviceSignInEmail({
  to,
  language,
  signedInAt,
  userAgent,
  ipAddress,
  method,
  oidcName,
  activityUrl,
}: NewDeviceSignInInput): OutgoingEmail {
  const t = serverI18n(language).getFixedT(language, 'emails', 'newDeviceSignIn')
  const device = deviceName(serverI18n(language).getFixedT(language), parseUserAgent(userAgent))
  // Written with its time zone: the reader may be anywhere, and the server does not know where.
  const date = new Intl.DateTimeFormat(language, {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
    timeZoneName: 'short',
  }).format(signedInAt)
  const values = { product: appConfig.name, email: to, device }
  const details: Array<[string, string]> = [
    [t('labels.when'), date],
    [t('labels.device'), device],
    [t('labels.method'), t(`methods.${method}`, { provider: oidcName })],
    [t('labels.network'), maskedNetwork(ipAddress) ?? t('unknownNetwork')],
  ]
  const signOutUrl = `${activityUrl}#sign-out-everywhere`
  const line = (label: string, value: string) => t('line', { label, value })

  const html = renderToStaticMarkup(
    <EmailLayout language={language} direction={languageDirection(language)} preview={t('preview', values)}>
      <h1 style={{ fontSize: 20, margin: '0 0 16px' }}>{t('heading', values)}</h1>
      <p style={{ margin: '0 0 16px' }}>{t('intro', values)}</p>
      <table role="presentation" style={{ borderCollapse: 'collapse', margin: '0 0 16px', width: '100%' }}>
        <tbody>
          {details.map(([label, value]) => (
            <tr key={label}>
              <th
                scope="row"
                style={{
                  textAlign: 'start',
                  padding: '4px 12px 4px 0',
                  color: emailColors.muted,
                  fontWeight: 400,
                  verticalAlign: 'top',
                }}
              >
                {label}
              </th>
              <td style={{ padding: '4px 0', fontWeight: 600 }}>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p style={{ margin: '0 0 24px' }}>{t('ifYou', values)}</p>
      <EmailButton href={activityUrl}>{t('action', values)}</EmailButton>
      <p style={{ margin: '0 0 16px', fontWeight: 600 }}>
        <a href={signOutUrl} style={{ color: emailColors.accent }}>
          {t('notYou', values)}
        </a>
      </p>
      <EmailLinkFallback href={activityUrl} label={t('link', values)} last />
    </EmailLayout>,
  )

  const text = [
    t('intro', values),
    '',
    ...details.map(([label, value]) => line(label, value)),
    '',
    t('ifYou', values),
    '',
    line(t('action', values), activityUrl),
    line(t('notYou', values), signOutUrl),
  ].join('\n')

  return { to, subject: t('subject', values), html: `<!doctype html>${html}`, text }
}
