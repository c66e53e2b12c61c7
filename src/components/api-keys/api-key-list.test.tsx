// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { mockViewportWidth, renderWithI18n } from '@/test/render'
import { type ApiKeyListItem, ApiKeyList } from './api-key-list'

const originalMatchMedia = window.matchMedia
beforeEach(() => mockViewportWidth(1280))
afterEach(() => {
  cleanup()
  window.matchMedia = originalMatchMedia
})

const day = 24 * 60 * 60 * 1000
const deploy: ApiKeyListItem = {
  id: 'key-1',
  name: 'Deploy script',
  start: 'thr_AbC',
  permissions: ['repository:read', 'repository:create'],
  createdAt: new Date(Date.now() - 10 * day).toISOString(),
  expiresAt: new Date(Date.now() + 80 * day).toISOString(),
  lastUsedAt: new Date(Date.now() - day).toISOString(),
  lastUsedFrom: '203.0.113.x',
}
const old: ApiKeyListItem = {
  id: 'key-2',
  name: 'Old report',
  start: 'thr_XyZ',
  permissions: [],
  createdAt: '2024-01-01T10:00:00.000Z',
  expiresAt: '2024-01-08T10:00:00.000Z',
  lastUsedAt: null,
  lastUsedFrom: null,
}

const rows = () => screen.getAllByTestId('api-key')

describe('ApiKeyList', () => {
  it('shows each key: its name, start, permissions, expiry and last use', () => {
    renderWithI18n(<ApiKeyList keys={[deploy, old]} />)
    const [first, second] = rows()
    const current = within(first!)
    expect(current.getByText('Deploy script')).toBeTruthy()
    expect(current.getByText('thr_AbC…').getAttribute('dir')).toBe('ltr')
    expect(within(current.getByRole('list', { name: 'Permissions' })).getAllByRole('listitem')).toHaveLength(2)
    expect(first!.textContent).toContain('Expires ')
    expect(first!.textContent).toMatch(/Last used .+ from 203\.0\.113\.x/)
    expect(current.queryByText('Expired', { ignore: 'p *' })).toBeNull()
    expect(first!.querySelectorAll('time')).toHaveLength(3)
    // No revoking without onRevoke.
    expect(current.queryByRole('button')).toBeNull()

    const expired = within(second!)
    // The badge beside the name, and the date it expired.
    expect(expired.getByText('Expired', { ignore: 'p *' })).toBeTruthy()
    expect(second!.textContent).toContain('Expired ')
    expect(expired.getByText('Never used')).toBeTruthy()
    expect(expired.queryByRole('list', { name: 'Permissions' })).toBeNull()
  })

  it('says a key never expires', () => {
    renderWithI18n(<ApiKeyList keys={[{ ...deploy, expiresAt: null, lastUsedFrom: null }]} />)
    expect(screen.getByText('Never expires')).toBeTruthy()
    expect(rows()[0]!.textContent).not.toContain(' from ')
  })

  it('says when there is none', () => {
    renderWithI18n(<ApiKeyList keys={[]} />)
    expect(screen.getByText('No API keys yet.')).toBeTruthy()
    expect(screen.queryByTestId('api-key')).toBeNull()
  })

  it('revokes a key once confirmed', async () => {
    const onRevoke = vi.fn(async () => {})
    renderWithI18n(<ApiKeyList keys={[deploy, old]} onRevoke={onRevoke} />)
    fireEvent.click(screen.getByRole('button', { name: 'Revoke Old report' }))
    const dialog = screen.getByRole('dialog', { name: 'Revoke this API key?' })
    expect(dialog.textContent).toContain('“Old report”')
    expect(onRevoke).not.toHaveBeenCalled()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke the key' }))
    expect(onRevoke).toHaveBeenCalledWith('key-2')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it.each(['fr', 'ar', 'sw'])('is translated in %s', (language) => {
    renderWithI18n(<ApiKeyList keys={[deploy, old]} onRevoke={async () => {}} />, { language })
    expect(document.body.textContent).not.toMatch(/list\.|<date|<network/)
  })
})
