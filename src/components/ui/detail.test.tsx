// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { Detail } from './detail'

afterEach(cleanup)

describe('Detail', () => {
  it('pairs a term with its value, placed and styled by the caller', () => {
    render(
      <dl>
        <Detail label="Description" className="sm:col-span-2" valueClassName="whitespace-pre-line">
          Two{'\n'}lines
        </Detail>
      </dl>,
    )
    const term = screen.getByRole('term')
    const value = screen.getByRole('definition')
    expect(term.textContent).toBe('Description')
    expect(value.textContent).toBe('Two\nlines')
    expect(term.parentElement!.classList).toContain('sm:col-span-2')
    expect([...value.classList].sort()).toEqual(['min-w-0', 'whitespace-pre-line'])
  })
})
