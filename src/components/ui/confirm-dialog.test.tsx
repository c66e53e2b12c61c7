// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { mockViewportWidth, renderWithI18n } from '@/test/render'
import { Button } from './button'
import { ConfirmDialog, ConfirmDialogControlled } from './confirm-dialog'

const originalMatchMedia = window.matchMedia
beforeEach(() => mockViewportWidth(1280))
afterEach(() => {
  cleanup()
  window.matchMedia = originalMatchMedia
})

function deferred() {
  let resolve!: () => void
  let reject!: (error: Error) => void
  const promise = new Promise<void>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

describe('ConfirmDialog', () => {
  it("opens from its trigger with the default heading 'Are you sure?'", () => {
    renderWithI18n(
      <ConfirmDialog onConfirm={() => {}}>
        <Button>Delete</Button>
      </ConfirmDialog>,
    )
    expect(screen.queryByRole('dialog')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }))
    const dialog = screen.getByRole('dialog', { name: 'Are you sure?' })
    expect(screen.getByRole('heading', { name: 'Are you sure?' })).toBeTruthy()
    expect(dialog.textContent).toContain('Confirm')
    expect(dialog.textContent).toContain('Cancel')
  })

  it('runs onConfirm, shows it loading, and closes when it resolves', async () => {
    const pending = deferred()
    const onConfirm = vi.fn(() => pending.promise)
    renderWithI18n(
      <ConfirmDialog
        title="Delete the repository?"
        confirmLabel="Delete it"
        confirmVariant="destructive"
        onConfirm={onConfirm}
      >
        <Button>Delete</Button>
      </ConfirmDialog>,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }))
    const confirm = screen.getByRole('button', { name: 'Delete it' })
    fireEvent.click(confirm)
    expect(onConfirm).toHaveBeenCalledTimes(1)
    expect(confirm.getAttribute('aria-busy')).toBe('true')
    expect(confirm.hasAttribute('disabled')).toBe(true)
    expect(screen.getByRole('button', { name: 'Cancel' }).hasAttribute('disabled')).toBe(true)

    await act(async () => pending.resolve())
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('stays open and usable again when onConfirm rejects', async () => {
    const pending = deferred()
    renderWithI18n(
      <ConfirmDialog onConfirm={() => pending.promise}>
        <Button>Delete</Button>
      </ConfirmDialog>,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }))
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }))
    await act(async () => pending.reject(new Error('Network error')))
    expect(screen.getByRole('dialog', { name: 'Are you sure?' })).toBeTruthy()
    const confirm = screen.getByRole('button', { name: 'Confirm' })
    expect(confirm.hasAttribute('disabled')).toBe(false)
    expect(confirm.getAttribute('aria-busy')).toBeNull()
  })

  it('closes on Cancel without confirming', () => {
    const onConfirm = vi.fn()
    renderWithI18n(
      <ConfirmDialog onConfirm={onConfirm}>
        <Button>Delete</Button>
      </ConfirmDialog>,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }))
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(onConfirm).not.toHaveBeenCalled()
  })

  it.each([1280, 390])('gives focus back to the trigger when it closes (%i px)', async (width) => {
    mockViewportWidth(width)
    renderWithI18n(
      <ConfirmDialog onConfirm={() => {}}>
        <Button>Delete</Button>
      </ConfirmDialog>,
    )
    const trigger = screen.getByRole('button', { name: 'Delete' })
    trigger.focus()
    fireEvent.click(trigger)
    await waitFor(() => expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true))
    const dialog = screen.getByRole('dialog')
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    // happy-dom runs no CSS animations: end the drawer's closing animation by hand.
    fireEvent.animationEnd(dialog)
    await waitFor(() => expect(document.activeElement).toBe(trigger))
  })

  it('has a controlled variant without a trigger, translated', async () => {
    const onOpenChange = vi.fn()
    const onConfirm = vi.fn()
    renderWithI18n(<ConfirmDialogControlled open onOpenChange={onOpenChange} onConfirm={onConfirm} />, {
      language: 'fr',
    })
    expect(screen.getByRole('dialog', { name: 'Êtes-vous sûr ?' })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Confirmer' }))
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false))
    expect(onConfirm).toHaveBeenCalledTimes(1)
  })
})
