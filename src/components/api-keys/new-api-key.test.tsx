// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderWithI18n } from '@/test/render'
import { NewApiKey } from './new-api-key'

afterEach(cleanup)

describe('NewApiKey', () => {
  it('shows the key once, left to right, with a button that copies it', () => {
    renderWithI18n(<NewApiKey value="thr_0123456789abcdef" />, { language: 'ar' })
    const box = within(screen.getByTestId('new-api-key'))
    expect(box.getByText('thr_0123456789abcdef').getAttribute('dir')).toBe('ltr')
    expect(box.getByRole('button', { name: 'نسخ مفتاح API' })).toBeTruthy()
    expect(box.getByText('انسخ مفتاح API الجديد الآن')).toBeTruthy()
  })
})
