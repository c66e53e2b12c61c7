import { renderToStaticMarkup } from 'react-dom/server'
import { appConfig } from '~/app.config'
import { languageDirection } from '@/lib/i18n/languages'
import { serverI18n } from '../../i18n'
import type { OutgoingEmail } from '../transport'
import { EmailButton, EmailLayout, EmailLinkFallback, emailColors } from './layout'
import { splitRoles } from '@/lib/auth/roles'

export interface OrganizationInvitationInput {
  to: string
  /** As the inviter chose it. */
  language: string
  organizationName: string
  inviterName: string
  inviterEmail: string
  /** The organisation role offered (owner, admin, member; a comma-separated list is possible). */
  role: string
  url: string
  expiresAt: Date
}

export function organizationInvitationEmail({
  to,
  language,
  organizationName,
  inviterName,
  inviterEmail,
  role,
  url,
  expiresAt,
}: OrganizationInvitationInput): OutgoingEmail {
  const t = serverI18n(language).getFixedT(language, 'emails', 'organizationInvitation')
  const roles = splitRoles(role)
    .map((name) => t(`roles.${name}`, { defaultValue: name }))
    .join(', ')
  const date = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(expiresAt)
  const values = {
    product: appConfig.name,
    organization: organizationName,
    inviter: inviterName || inviterEmail,
    inviterEmail,
    role: roles,
    date,
  }

  const html = renderToStaticMarkup(
    <EmailLayout language={language} direction={languageDirection(language)} preview={t('preview', values)}>
      <h1 style={{ fontSize: 20, margin: '0 0 16px' }}>{t('heading', values)}</h1>
      <p style={{ margin: '0 0 16px' }}>{t('intro', values)}</p>
      <EmailButton href={url}>{t('action', values)}</EmailButton>
      <EmailLinkFallback href={url} label={t('link', values)} />
      <p style={{ margin: '0 0 8px', color: emailColors.muted }}>{t('expiration', values)}</p>
      <p style={{ margin: 0, color: emailColors.muted, fontSize: 13 }}>{t('ignore', values)}</p>
    </EmailLayout>,
  )

  const text = [
    t('intro', values),
    '',
    `${t('action', values)}:`,
    url,
    '',
    t('expiration', values),
    '',
    t('ignore', values),
  ].join('\n')

  return { to, subject: t('subject', values), html: `<!doctype html>${html}`, text }
}
