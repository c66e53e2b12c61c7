// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithI18n } from '@/test/render'
import { EnvironmentBanner } from './environment-banner'

afterEach(() => {
  cleanup()
  vi.unstubAllEnvs()
})

describe('EnvironmentBanner', () => {
  it('shows nothing without VITE_ENV_NAME', () => {
    vi.stubEnv('VITE_ENV_NAME', '')
    const { container } = renderWithI18n(<EnvironmentBanner />)
    expect(container.innerHTML).toBe('')
  })

  it('shows the emoji and the name in the colour, with readable text', () => {
    vi.stubEnv('VITE_ENV_NAME', 'Staging')
    vi.stubEnv('VITE_ENV_EMOJI', '🚧')
    vi.stubEnv('VITE_ENV_COLOR', 'navy')
    renderWithI18n(<EnvironmentBanner />, { language: 'fr' })
    const banner = screen.getByRole('note', { name: 'Environnement : Staging' })
    expect(banner.textContent).toBe('🚧Staging')
    expect(banner.style.backgroundColor).toBe('navy')
    expect(banner.style.color).toMatch(/#ffffff|rgb\(255, 255, 255\)/)
  })

  it('defaults to plum with dark text', () => {
    vi.stubEnv('VITE_ENV_NAME', 'Preview')
    vi.stubEnv('VITE_ENV_COLOR', '')
    renderWithI18n(<EnvironmentBanner />)
    const banner = screen.getByTestId('environment-banner')
    expect(banner.style.backgroundColor).toBe('plum')
    expect(banner.style.color).toMatch(/#000000|rgb\(0, 0, 0\)/)
  })
})
