import { renderToStaticMarkup } from 'react-dom/server'
import { appConfig } from '~/app.config'
import { languageDirection } from '@/lib/i18n/languages'
import { serverI18n } from '../../i18n'
import type { OutgoingEmail } from '../transport'
import { EmailLayout, emailColors } from './layout'

export interface CodeEmailInput {
  to: string
  code: string
  language: string
  expiresInSeconds: number
}

/** `texts` names the object of locales/<lng>/emails.json that holds this e-mail's lines. */
export function codeEmail(
  texts: 'signInCode' | 'changeEmailCode',
  { to, code, language, expiresInSeconds }: CodeEmailInput,
): OutgoingEmail {
  const t = serverI18n(language).getFixedT(language, 'emails', texts)
  const values = { product: appConfig.name, code, count: Math.ceil(expiresInSeconds / 60) }

  const html = renderToStaticMarkup(
    <EmailLayout language={language} direction={languageDirection(language)} preview={t('preview', values)}>
      <h1 style={{ fontSize: 20, margin: '0 0 16px' }}>{t('heading', values)}</h1>
      <p style={{ margin: '0 0 16px' }}>{t('intro', values)}</p>
      <p
        dir="ltr"
        style={{
          fontSize: 32,
          fontWeight: 700,
          letterSpacing: 8,
          textAlign: 'center',
          margin: '0 0 16px',
          color: emailColors.accent,
        }}
      >
        {code}
      </p>
      <p style={{ margin: '0 0 8px', color: emailColors.muted }}>{t('expiration', values)}</p>
      <p style={{ margin: 0, color: emailColors.muted, fontSize: 13 }}>{t('ignore', values)}</p>
    </EmailLayout>,
  )

  const text = [t('intro', values), '', code, '', t('expiration', values), '', t('ignore', values)].join('\n')

  return { to, subject: t('subject', values), html: `<!doctype html>${html}`, text }
}
