// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderWithI18n } from '@/test/render'
import { LanguageSwitcher } from './language-switcher'

afterEach(cleanup)

/** The page's i18n with a language's texts taking as long to arrive as the test wants. */
function renderWithSlowLanguageFiles() {
  const rendered = renderWithI18n(<LanguageSwitcher />)
  const { i18n } = rendered
  const changeLanguage = i18n.changeLanguage.bind(i18n)
  const asked: string[] = []
  const pending: Array<() => Promise<unknown>> = []
  i18n.changeLanguage = ((language: string) => {
    asked.push(language)
    return new Promise((resolve) => pending.push(() => changeLanguage(language).then(resolve)))
  }) as typeof i18n.changeLanguage
  const arrive = () => act(async () => void (await Promise.all(pending.splice(0).map((load) => load()))))
  return { ...rendered, asked, arrive }
}

describe('LanguageSwitcher', () => {
  it('shows the chosen language while its texts load, and applies it once they have', async () => {
    const { i18n, arrive } = renderWithSlowLanguageFiles()
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Language' })

    fireEvent.change(select, { target: { value: 'fr' } })
    expect(select.value).toBe('fr')
    expect(i18n.language).toBe('en')

    await arrive()
    expect(i18n.language).toBe('fr')
    expect(select.value).toBe('fr')
    expect(screen.getByRole('combobox', { name: 'Langue' })).toBe(select)
  })

  it('a change event replayed while the texts load (as React replays one it received before hydrating) keeps the choice', async () => {
    const { i18n, asked, arrive } = renderWithSlowLanguageFiles()
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Language' })

    fireEvent.change(select, { target: { value: 'fr' } })
    select.dispatchEvent(new Event('change', { bubbles: true }))
    await arrive()

    expect(asked).toEqual(['fr'])
    expect(i18n.language).toBe('fr')
  })
})
