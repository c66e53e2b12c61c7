// @vitest-environment happy-dom
import { act, cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderWithI18n } from '@/test/render'
import { Toaster, toast } from './toaster'

afterEach(() => {
  act(() => void toast.dismiss())
  cleanup()
  document.documentElement.classList.remove('dark')
})

const toaster = () => document.querySelector<HTMLElement>('[data-sonner-toaster]')

describe('Toaster', () => {
  it('shows toasts top right, 356 px wide, with a translated close button', async () => {
    renderWithI18n(<Toaster />)
    act(() => void toast.success('Repository saved'))
    expect(await screen.findByText('Repository saved')).toBeTruthy()
    expect(toaster()?.dataset.yPosition).toBe('top')
    expect(toaster()?.dataset.xPosition).toBe('right')
    expect(toaster()?.style.getPropertyValue('--width')).toBe('356px')
    expect(toaster()?.style.getPropertyValue('--gap')).toBe('14px')
    expect(screen.getByRole('button', { name: 'Close notification' })).toBeTruthy()
  })

  it('moves to the top left in a right-to-left language', async () => {
    renderWithI18n(<Toaster />, { language: 'ar' })
    act(() => void toast('تم الحفظ'))
    await screen.findByText('تم الحفظ')
    expect(toaster()?.dataset.xPosition).toBe('left')
    expect(toaster()?.getAttribute('dir')).toBe('rtl')
    expect(screen.getByRole('button', { name: 'إغلاق الإشعار' })).toBeTruthy()
  })

  it('follows the dark class on <html>', async () => {
    renderWithI18n(<Toaster />)
    act(() => void toast('Hello'))
    await screen.findByText('Hello')
    expect(toaster()?.dataset.sonnerTheme).toBe('light')
    document.documentElement.classList.add('dark')
    await act(async () => {}) // MutationObserver callbacks run as microtasks
    expect(toaster()?.dataset.sonnerTheme).toBe('dark')
  })
})
