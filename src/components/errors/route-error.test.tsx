// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { HttpError, NetworkError } from '@/lib/http/http-error'
import { renderWithI18n } from '@/test/render'
import { ROUTE_RETRY_DELAY_MS, RouteError } from './route-error'

const router = vi.hoisted(() => {
  // The test files of a worker share its modules (vitest.config.ts): those that import the mocked ones load afresh.
  vi.resetModules()
  return {
    invalidate: vi.fn(() => Promise.resolve()),
    navigate: vi.fn(),
    history: { back: vi.fn() },
  }
})

vi.mock('@tanstack/react-router', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  useRouter: () => router,
}))

beforeEach(() => {
  vi.useFakeTimers()
  router.invalidate.mockClear()
})

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

describe('RouteError', () => {
  it("shows 'Something went wrong!' with try again, go back and go home", () => {
    renderWithI18n(<RouteError error={new Error('boom')} />)
    expect(screen.getByRole('heading', { name: 'Something went wrong!' })).toBeTruthy()
    for (const name of ['Try again', 'Go back', 'Go home']) expect(screen.getByRole('button', { name })).toBeTruthy()
    expect(screen.queryByTestId('error-detail')).toBeNull()
  })

  it('shows the translated status and status text of a failed call', () => {
    renderWithI18n(<RouteError error={new HttpError(503, 'Service Unavailable')} />, { language: 'fr' })
    expect(screen.getByTestId('error-detail').textContent).toBe('Erreur 503 : Service Unavailable')
  })

  it('shows a network error', () => {
    renderWithI18n(<RouteError error={new NetworkError()} />)
    expect(screen.getByTestId('error-detail').textContent).toBe('Network error: check your connection and try again.')
  })

  it(`reloads the route ${ROUTE_RETRY_DELAY_MS} ms after try again, not before, pending meanwhile`, async () => {
    expect(ROUTE_RETRY_DELAY_MS).toBe(600)
    renderWithI18n(<RouteError error={new HttpError(500, 'Internal Server Error')} />)
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))

    const pending = screen.getByRole('button', { name: 'Trying again...' }) as HTMLButtonElement
    expect(pending.disabled).toBe(true)
    act(() => vi.advanceTimersByTime(599))
    expect(router.invalidate).not.toHaveBeenCalled()

    await act(async () => vi.advanceTimersByTime(1))
    expect(router.invalidate).toHaveBeenCalledTimes(1)
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy()
  })

  it('does not reload after leaving the page', () => {
    const { unmount } = renderWithI18n(<RouteError error={new Error('boom')} />)
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    unmount()
    vi.advanceTimersByTime(1000)
    expect(router.invalidate).not.toHaveBeenCalled()
  })
})
