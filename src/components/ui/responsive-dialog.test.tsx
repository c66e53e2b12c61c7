// @vitest-environment happy-dom
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { mockViewportWidth, renderWithI18n } from '@/test/render'
import { ResponsiveDialog, drawerSettings } from './responsive-dialog'

const originalMatchMedia = window.matchMedia
afterEach(() => {
  cleanup()
  window.matchMedia = originalMatchMedia
})

function renderDialog(onOpenChange = vi.fn()) {
  return renderWithI18n(
    <ResponsiveDialog
      open
      onOpenChange={onOpenChange}
      title="Rename"
      description="Pick a new name"
      footer={<button>Save</button>}
    >
      <input aria-label="Name" />
    </ResponsiveDialog>,
  )
}

describe('ResponsiveDialog', () => {
  it('is a centred dialog from 640 px wide', () => {
    mockViewportWidth(1280)
    renderDialog()
    const dialog = screen.getByRole('dialog', { name: 'Rename' })
    expect(dialog.getAttribute('data-testid')).toBe('responsive-dialog')
    expect(dialog.getAttribute('data-variant')).toBe('dialog')
    expect(dialog.hasAttribute('data-vaul-drawer')).toBe(false)
    expect(screen.getByText('Pick a new name').id).toBe(dialog.getAttribute('aria-describedby'))
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy()
  })

  it('is a bottom drawer below 640 px', () => {
    mockViewportWidth(639)
    renderDialog()
    const drawer = screen.getByRole('dialog', { name: 'Rename' })
    expect(drawer.getAttribute('data-variant')).toBe('drawer')
    expect(drawer.getAttribute('data-vaul-drawer-direction')).toBe('bottom')
  })

  it.each([1280, 390])('closes with the translated close button and with Escape (%i px)', (width) => {
    mockViewportWidth(width)
    const onOpenChange = vi.fn()
    renderWithI18n(
      <ResponsiveDialog open onOpenChange={onOpenChange} title="Fermer ?">
        <p>Body</p>
      </ResponsiveDialog>,
      { language: 'fr' },
    )
    fireEvent.click(screen.getByRole('button', { name: 'Fermer' }))
    expect(onOpenChange).toHaveBeenLastCalledWith(false)
    onOpenChange.mockClear()
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' })
    expect(onOpenChange).toHaveBeenLastCalledWith(false)
  })

  it('renders nothing when closed', () => {
    mockViewportWidth(1280)
    renderWithI18n(<ResponsiveDialog open={false} onOpenChange={() => {}} title="Hidden" />)
    expect(screen.queryByTestId('responsive-dialog')).toBeNull()
  })

  it('keeps the drawer constants, including those vaul does not expose', () => {
    expect(drawerSettings).toMatchObject({ closeThreshold: 0.25, velocityThreshold: 0.4, scrollLockTimeout: 100 })
    // vaul hard-codes these; if an upgrade changes them the comment in responsive-dialog.tsx is wrong.
    const vaul = readFileSync(
      createRequire(import.meta.url)
        .resolve('vaul')
        .replace(/index\.js$/, 'index.mjs'),
      'utf8',
    )
    const constant = (name: string) => Number(new RegExp(`${name}\\s*=\\s*([\\d.]+)`).exec(vaul)?.[1])
    expect(constant('VELOCITY_THRESHOLD')).toBe(drawerSettings.velocityThreshold)
    expect(Number(/DURATION:\s*([\d.]+)/.exec(vaul)?.[1])).toBe(drawerSettings.animationDurationS)
    expect(constant('LONG_HANDLE_PRESS_TIMEOUT')).toBe(drawerSettings.handleLongPressMs)
    expect(constant('BORDER_RADIUS')).toBe(drawerSettings.cornerRadiusPx)
    expect(constant('WINDOW_TOP_OFFSET')).toBe(drawerSettings.backgroundScaleOffsetPx)
  })
})
