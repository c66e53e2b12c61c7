import { afterEach, describe, expect, it, vi } from 'vitest'
import { documentTitle } from '@/components/page-title'
import { currentEnvironment, environmentTitlePrefix, readableTextColor } from './environment'

afterEach(() => vi.unstubAllEnvs())

describe('environment', () => {
  it('is absent without VITE_ENV_NAME: no prefix on the title', () => {
    vi.stubEnv('VITE_ENV_NAME', '')
    expect(currentEnvironment()).toBeUndefined()
    expect(environmentTitlePrefix()).toBe('')
    expect(documentTitle('Login')).toBe('Login | Threshold')
    expect(documentTitle()).toBe('Threshold')
  })

  it('prefixes the document title with the emoji and the name', () => {
    vi.stubEnv('VITE_ENV_NAME', 'Staging')
    vi.stubEnv('VITE_ENV_EMOJI', '🚧')
    expect(documentTitle('Login')).toBe('🚧 Staging · Login | Threshold')
    expect(documentTitle()).toBe('🚧 Staging · Threshold')
    vi.stubEnv('VITE_ENV_EMOJI', '')
    expect(documentTitle('Login')).toBe('Staging · Login | Threshold')
  })

  it('defaults the colour to plum, with readable text', () => {
    vi.stubEnv('VITE_ENV_NAME', 'Preview')
    vi.stubEnv('VITE_ENV_COLOR', '')
    expect(currentEnvironment()).toEqual({ name: 'Preview', emoji: undefined, color: 'plum', textColor: '#000000' })
  })

  it('picks black or white text by contrast', () => {
    expect(readableTextColor('plum')).toBe('#000000')
    expect(readableTextColor('gold')).toBe('#000000')
    expect(readableTextColor('#fff')).toBe('#000000')
    expect(readableTextColor('navy')).toBe('#ffffff')
    expect(readableTextColor('#8b0000')).toBe('#ffffff')
    expect(readableTextColor('rgb(20, 20, 20)')).toBe('#ffffff')
    expect(readableTextColor('not-a-colour')).toBe('#000000')
  })
})
