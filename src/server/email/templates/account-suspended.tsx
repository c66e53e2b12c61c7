import { renderToStaticMarkup } from 'react-dom/server'
import { appConfig } from '~/app.config'
import { languageDirection } from '@/lib/i18n/languages'
import { serverI18n } from '../../i18n'
import type { OutgoingEmail } from '../transport'
import { EmailLayout, emailColors } from './layout'

/** Sent instead of a sign-in code to a banned account: it says why no code came. */
export function accountSuspendedEmail({ to, language }: { to: string; language: string }): OutgoingEmail {
  const t = serverI18n(language).getFixedT(language, 'emails', 'accountSuspended')
  const values = { product: appConfig.name }

  const html = renderToStaticMarkup(
    <EmailLayout language={language} direction={languageDirection(language)} preview={t('preview', values)}>
      <h1 style={{ fontSize: 20, margin: '0 0 16px' }}>{t('heading', values)}</h1>
      <p style={{ margin: '0 0 16px' }}>{t('intro', values)}</p>
      <p style={{ margin: '0 0 8px' }}>{t('contact', values)}</p>
      <p style={{ margin: 0, color: emailColors.muted, fontSize: 13 }}>{t('ignore', values)}</p>
    </EmailLayout>,
  )
  const text = [t('intro', values), '', t('contact', values), '', t('ignore', values)].join('\n')

  return { to, subject: t('subject', values), html: `<!doctype html>${html}`, text }
}
