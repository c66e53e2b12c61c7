// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Toaster, toast } from '@/components/ui/toaster'
import { mockViewportWidth, renderWithI18n } from '@/test/render'
import { ApiKeyCreateDialog } from './api-key-create-dialog'

const originalMatchMedia = window.matchMedia
beforeEach(() => mockViewportWidth(1280))
afterEach(() => {
  act(() => void toast.dismiss())
  cleanup()
  window.matchMedia = originalMatchMedia
})

const grantable = ['repository:read', 'repository:create', 'user:list']

function open(props: Partial<Parameters<typeof ApiKeyCreateDialog>[0]> = {}) {
  const onCreate = vi.fn(async () => 'thr_secret')
  const onCreated = vi.fn()
  const onOpenChange = vi.fn()
  renderWithI18n(
    <>
      <Toaster />
      <ApiKeyCreateDialog
        open
        onOpenChange={onOpenChange}
        onCreate={onCreate}
        onCreated={onCreated}
        grantable={grantable}
        {...props}
      />
    </>,
  )
  const dialog = screen.getByRole('dialog', { name: 'Create an API key' })
  return { dialog, onCreate, onCreated, onOpenChange }
}

describe('ApiKeyCreateDialog', () => {
  it('refuses an empty name with the translated message, and calls nothing', async () => {
    const { dialog, onCreate, onCreated } = open()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create the key' }))
    expect(await within(dialog).findByText('Name the key')).toBeTruthy()
    expect(within(dialog).getByText('Choose at least one permission')).toBeTruthy()
    expect(within(dialog).getByRole('textbox', { name: 'Name' }).getAttribute('aria-invalid')).toBe('true')
    expect(onCreate).not.toHaveBeenCalled()
    expect(onCreated).not.toHaveBeenCalled()
  })

  it('creates the key with the name, 90 days by default and the permissions chosen', async () => {
    const { dialog, onCreate, onCreated, onOpenChange } = open()
    expect(within(dialog).getByRole<HTMLSelectElement>('combobox', { name: 'Expires after' }).value).toBe('90')
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), { target: { value: '  Deploy script ' } })
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'repository:read' }))
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'user:list' }))
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create the key' }))
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith('thr_secret'))
    expect(onCreate).toHaveBeenCalledWith({
      name: 'Deploy script',
      expiresInDays: 90,
      permissions: ['repository:read', 'user:list'],
    })
    expect(onOpenChange).toHaveBeenCalledWith(false)
  })

  it('without grantable permissions, shows none and sends a key that never expires', async () => {
    const { dialog, onCreate } = open({ grantable: undefined })
    expect(within(dialog).queryByRole('checkbox')).toBeNull()
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), { target: { value: 'CI' } })
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Expires after' }), { target: { value: 'never' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create the key' }))
    await waitFor(() => expect(onCreate).toHaveBeenCalledWith({ name: 'CI', expiresInDays: null }))
  })

  it('reports a refusal and stays open', async () => {
    const onCreate = vi.fn(() => Promise.reject(new Error('api-keys:errors.permissionNotYours')))
    const { dialog, onCreated } = open({ onCreate })
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), { target: { value: 'CI' } })
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'repository:read' }))
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create the key' }))
    await waitFor(() => expect(onCreate).toHaveBeenCalledOnce())
    expect(await screen.findByText('You cannot give a key a permission you do not have.')).toBeTruthy()
    expect(screen.getByRole('dialog', { name: 'Create an API key' })).toBeTruthy()
    expect(onCreated).not.toHaveBeenCalled()
  })

  it('is translated', () => {
    renderWithI18n(<ApiKeyCreateDialog open onOpenChange={() => {}} onCreate={async () => ''} />, { language: 'fr' })
    expect(document.body.textContent).not.toMatch(/form\.|validation\./)
  })
})
