// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { appConfig } from '~/app.config'
import { mockViewportWidth, renderWithI18n } from '@/test/render'
import { closeDemoDialog, isDemoDialogOpen } from './demo-dialog-store'
import { DemoModeDialog } from './demo-mode-dialog'
import { handleDemoRefusal } from './demo-refusal'

const originalMatchMedia = window.matchMedia
beforeEach(() => mockViewportWidth(1280))
afterEach(() => {
  cleanup()
  act(() => closeDemoDialog())
  window.matchMedia = originalMatchMedia
})

describe('DemoModeDialog', () => {
  it('stays closed until a refusal opens it, then shows the notice, the command and the links', () => {
    renderWithI18n(<DemoModeDialog />)
    expect(screen.queryByRole('dialog')).toBeNull()

    act(() => void handleDemoRefusal(new Error('demo:refused')))
    const dialog = screen.getByRole('dialog', { name: 'Demo Mode' })
    expect(dialog.textContent).toContain('This is a read-only demo, this action is disabled')
    expect(screen.getByText(appConfig.demo.scaffoldCommand)).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Read the README' }).getAttribute('href')).toBe(appConfig.demo.readmeUrl)
    expect(screen.getByRole('link', { name: 'Contact the team' }).getAttribute('href')).toBe(appConfig.demo.contactUrl)

    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(isDemoDialogOpen()).toBe(false)
  })

  it('speaks the language of the page', () => {
    renderWithI18n(<DemoModeDialog />, { language: 'fr' })
    act(() => void handleDemoRefusal({ code: 'DEMO_MODE' }))
    expect(screen.getByRole('dialog', { name: 'Mode démo' })).toBeTruthy()
  })
})
