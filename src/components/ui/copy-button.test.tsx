// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithI18n } from '@/test/render'
import { CopyButton } from './copy-button'
import { Toaster, toast } from './toaster'

afterEach(() => {
  act(() => void toast.dismiss())
  cleanup()
  vi.restoreAllMocks()
})

describe('CopyButton', () => {
  it('puts the value on the clipboard and says so, named by its label', async () => {
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue()
    renderWithI18n(
      <>
        <Toaster />
        <CopyButton value="threshold-verification=abc" label="Copy the Value" />
      </>,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Copy the Value' }))
    expect(await screen.findByText('Copied to the clipboard')).toBeTruthy()
    expect(writeText).toHaveBeenCalledWith('threshold-verification=abc')
  })

  it('tells the person to copy by hand when the browser refuses', async () => {
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('Denied', 'NotAllowedError'))
    renderWithI18n(
      <>
        <Toaster />
        <CopyButton value="x" label="Copy" />
      </>,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }))
    expect(await screen.findByText('The browser did not allow copying: select the text and copy it')).toBeTruthy()
  })
})
