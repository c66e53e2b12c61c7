// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithI18n } from '@/test/render'
import { LoadError } from './load-error'

afterEach(cleanup)

describe('LoadError', () => {
  it('says what could not be loaded, in the reader’s language, and asks again when told to', () => {
    const onRetry = vi.fn()
    renderWithI18n(<LoadError message="Les sessions n'ont pas pu être chargées." onRetry={onRetry} />, {
      language: 'fr',
    })
    expect(screen.getByRole('alert').textContent).toContain("Les sessions n'ont pas pu être chargées.")
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }))
    expect(onRetry).toHaveBeenCalledOnce()
  })
})
