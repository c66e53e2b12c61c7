import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

// Lints fixture text as if it were a component of the app, with the project's own configuration.
async function lint(code: string) {
  const eslint = new ESLint({ cwd: import.meta.dirname + '/..' })
  const [result] = await eslint.lintText(code, { filePath: 'src/features/fixture/hard-coded.tsx' })
  return (result?.messages ?? []).filter((message) => message.ruleId === 'i18next/no-literal-string')
}

describe('hard-coded texts', () => {
  it('fails the lint on JSX text that does not come from the locales', async () => {
    const messages = await lint('export function Greeting() {\n  return <p>Welcome back</p>\n}\n')
    expect(messages).toHaveLength(1)
    expect(messages[0]?.severity).toBe(2)
  })

  it('allows translated text, and symbols or numbers between elements', async () => {
    const code = [
      "import { useTranslation } from 'react-i18next'",
      'export function Greeting() {',
      "  const { t } = useTranslation('common')",
      "  return <p>{t('greeting')} · 2 → <span>(1/3)</span></p>",
      '}',
      '',
    ].join('\n')
    expect(await lint(code)).toEqual([])
  })
})
