import { renderToStaticMarkup } from 'react-dom/server'
import { appConfig } from '~/app.config'
import { languageDirection } from '@/lib/i18n/languages'
import { serverI18n } from '../../i18n'
import type { OutgoingEmail } from '../transport'
import { type CodeEmailInput, codeEmail } from './code-email'
import { EmailLayout, emailColors } from './layout'

export function changeEmailCodeEmail(input: CodeEmailInput) {
  return codeEmail('changeEmailCode', input)
}

/** Sent instead of a code when the new address already belongs to an account: only its owner learns it. */
export function changeEmailTakenEmail({ to, language }: { to: string; language: string }): OutgoingEmail {
  const t = serverI18n(language).getFixedT(language, 'emails', 'changeEmailTaken')
  const values = { product: appConfig.name }
  const paragraphs = [t('body', values), t('hint', values), t('ignore', values)]

  const html = renderToStaticMarkup(
    <EmailLayout language={language} direction={languageDirection(language)} preview={t('preview', values)}>
      <h1 style={{ fontSize: 20, margin: '0 0 16px' }}>{t('heading', values)}</h1>
      {paragraphs.map((paragraph, index) => (
        <p key={index} style={{ margin: '0 0 16px', color: index === 2 ? emailColors.muted : undefined }}>
          {paragraph}
        </p>
      ))}
    </EmailLayout>,
  )

  return { to, subject: t('subject', values), html: `<!doctype html>${html}`, text: paragraphs.join('\n\n') }
}
