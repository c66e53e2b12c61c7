// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithI18n } from '@/test/render'
import { SessionItem } from './session-item'

afterEach(cleanup)

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1'

describe('SessionItem', () => {
  it('names the device, shows the badge and the given lines, and ends the session from a button named after it', () => {
    const onClick = vi.fn()
    renderWithI18n(
      <ul>
        <SessionItem
          userAgent={IPHONE_SAFARI}
          badge={<span>Impersonation</span>}
          revoke={{ text: 'Revoke', label: (device) => `Revoke the session on ${device}`, loading: false, onClick }}
        >
          <p>Last active today</p>
        </SessionItem>
      </ul>,
    )
    const item = screen.getByRole('listitem')
    expect(item.textContent).toContain('Safari on iOS')
    expect(item.textContent).toContain('Impersonation')
    expect(item.textContent).toContain('Last active today')
    fireEvent.click(screen.getByRole('button', { name: 'Revoke the session on Safari on iOS' }))
    expect(onClick).toHaveBeenCalledOnce()
  })

  it('has no button when nothing may end the session', () => {
    renderWithI18n(
      <ul>
        <SessionItem userAgent={null}>
          <p>Signed in today</p>
        </SessionItem>
      </ul>,
    )
    expect(screen.getByRole('listitem').textContent).toContain('Unknown device')
    expect(screen.queryByRole('button')).toBeNull()
  })
})
