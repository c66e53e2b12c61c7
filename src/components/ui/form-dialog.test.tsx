// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { mockViewportWidth, renderWithI18n } from '@/test/render'
import { FormDialog } from './form-dialog'

const originalMatchMedia = window.matchMedia
beforeEach(() => mockViewportWidth(1280))
afterEach(() => {
  cleanup()
  window.matchMedia = originalMatchMedia
})

function Harness({ onSubmit, onClosed }: { onSubmit: () => Promise<boolean | void>; onClosed?: () => void }) {
  const [open, setOpen] = useState(true)
  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      onClosed={onClosed}
      title="Rename"
      submitLabel="Save"
      onSubmit={onSubmit}
    >
      <input aria-label="Name" />
    </FormDialog>
  )
}

describe('FormDialog', () => {
  it('submits, then closes and resets when onSubmit succeeds', async () => {
    const onSubmit = vi.fn(async () => {})
    const onClosed = vi.fn()
    renderWithI18n(<Harness onSubmit={onSubmit} onClosed={onClosed} />)
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Rename' })).toBeNull())
    expect(onSubmit).toHaveBeenCalledOnce()
    expect(onClosed).toHaveBeenCalledOnce()
  })

  it('stays open, with its buttons usable again, when onSubmit returns false', async () => {
    const onSubmit = vi.fn(async () => false as const)
    renderWithI18n(<Harness onSubmit={onSubmit} />)
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce())
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(false))
    expect(screen.getByRole('dialog', { name: 'Rename' })).toBeTruthy()
  })

  it('cannot be cancelled while the submission runs', async () => {
    let finish!: () => void
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)))
    renderWithI18n(<Harness onSubmit={onSubmit} />)
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' }).hasAttribute('disabled')).toBe(true))
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(screen.getByRole('dialog', { name: 'Rename' })).toBeTruthy()
    finish()
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Rename' })).toBeNull())
  })
})
