import { renderToStaticMarkup } from 'react-dom/server'
import { appConfig } from '~/app.config'
import { languageDirection } from '@/lib/i18n/languages'
import { serverI18n } from '../../i18n'
import type { OutgoingEmail } from '../transport'
import { EmailButton, EmailLayout, EmailLinkFallback, emailColors } from './layout'

export interface WebhookDisabledInput {
  to: string
  language: string
  organizationName: string
  endpointUrl: string
  /** The organisation's page, where its owners enable the endpoint again. */
  organizationUrl: string
}

/** To an organisation's owners, once a webhook endpoint failed every attempt for about a day and was disabled. */
export function webhookDisabledEmail(input: WebhookDisabledInput): OutgoingEmail {
  const { to, language, organizationUrl } = input
  const t = serverI18n(language).getFixedT(language, 'emails', 'webhookDisabled')
  const values = { product: appConfig.name, organization: input.organizationName, url: input.endpointUrl }

  const html = renderToStaticMarkup(
    <EmailLayout language={language} direction={languageDirection(language)} preview={t('preview', values)}>
      <h1 style={{ fontSize: 20, margin: '0 0 16px' }}>{t('heading', values)}</h1>
      <p style={{ margin: '0 0 16px' }}>{t('intro', values)}</p>
      <p style={{ margin: '0 0 16px', fontFamily: 'monospace', wordBreak: 'break-all' }} dir="ltr">
        {input.endpointUrl}
      </p>
      <p style={{ margin: '0 0 16px' }}>{t('next', values)}</p>
      <EmailButton href={organizationUrl}>{t('action', values)}</EmailButton>
      <EmailLinkFallback href={organizationUrl} label={t('link', values)} />
      <p style={{ margin: 0, color: emailColors.muted, fontSize: 13 }}>{t('why', values)}</p>
    </EmailLayout>,
  )
  const text = [
    t('intro', values),
    '',
    input.endpointUrl,
    '',
    t('next', values),
    `${t('action', values)}: ${organizationUrl}`,
    '',
    t('why', values),
  ].join('\n')

  return { to, subject: t('subject', values), html: `<!doctype html>${html}`, text }
}
