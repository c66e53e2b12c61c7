// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderWithI18n } from '@/test/render'
import { SearchInput } from './search-input'

beforeEach(() => vi.useFakeTimers())
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

const box = () => screen.getByRole('searchbox')

describe('SearchInput', () => {
  it('shows typing at once and calls onChange once, after the debounce', () => {
    const onChange = vi.fn()
    renderWithI18n(<SearchInput value="" onChange={onChange} />)
    expect(box()).toHaveProperty('placeholder', 'Search...')
    expect(box().getAttribute('type')).toBe('search')

    fireEvent.change(box(), { target: { value: 'a' } })
    act(() => vi.advanceTimersByTime(200))
    fireEvent.change(box(), { target: { value: 'ab' } })
    expect(box()).toHaveProperty('value', 'ab')
    act(() => vi.advanceTimersByTime(299))
    expect(onChange).not.toHaveBeenCalled()
    act(() => vi.advanceTimersByTime(1))
    expect(onChange).toHaveBeenCalledTimes(1)
    expect(onChange).toHaveBeenCalledWith('ab')
  })

  it('respects a custom debounce', () => {
    const onChange = vi.fn()
    renderWithI18n(<SearchInput value="" onChange={onChange} debounceMs={50} />)
    fireEvent.change(box(), { target: { value: 'x' } })
    act(() => vi.advanceTimersByTime(50))
    expect(onChange).toHaveBeenCalledWith('x')
  })

  it('clears at once with the clear button, cancels a pending change and refocuses the box', () => {
    const onChange = vi.fn()
    renderWithI18n(<SearchInput value="repo" onChange={onChange} />)
    fireEvent.change(box(), { target: { value: 'repos' } })
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }))
    expect(box()).toHaveProperty('value', '')
    expect(onChange).toHaveBeenCalledExactlyOnceWith('')
    expect(document.activeElement).toBe(box())
    act(() => vi.advanceTimersByTime(1000))
    expect(onChange).toHaveBeenCalledTimes(1)
    expect(screen.queryByRole('button', { name: 'Clear' })).toBeNull()
  })

  it('clears on Escape', () => {
    const onChange = vi.fn()
    renderWithI18n(<SearchInput value="repo" onChange={onChange} />)
    fireEvent.keyDown(box(), { key: 'Escape' })
    expect(box()).toHaveProperty('value', '')
    expect(onChange).toHaveBeenCalledExactlyOnceWith('')
  })

  it('follows a value changed from outside, and drops a pending change', () => {
    const onChange = vi.fn()
    const { rerender } = renderWithI18n(<SearchInput value="first" onChange={onChange} />)
    expect(box()).toHaveProperty('value', 'first')
    fireEvent.change(box(), { target: { value: 'firs' } })
    rerender(<SearchInput value="second" onChange={onChange} />)
    expect(box()).toHaveProperty('value', 'second')
    act(() => vi.advanceTimersByTime(1000))
    expect(onChange).not.toHaveBeenCalled()
  })

  it('keeps what is being typed when the outside value is only the late echo of an earlier change', () => {
    // Like a URL search param: the new value arrives some time after onChange (navigation is async).
    function UrlBound() {
      const [term, setTerm] = useState('')
      return <SearchInput value={term} onChange={(next) => setTimeout(() => setTerm(next), 100)} />
    }
    renderWithI18n(<UrlBound />)
    fireEvent.change(box(), { target: { value: 'ab' } })
    act(() => vi.advanceTimersByTime(300)) // onChange('ab')
    fireEvent.change(box(), { target: { value: 'abc' } })
    act(() => vi.advanceTimersByTime(100)) // value 'ab' arrives while 'abc' is pending
    expect(box()).toHaveProperty('value', 'abc')
    act(() => vi.advanceTimersByTime(400)) // onChange('abc'), then value 'abc'
    expect(box()).toHaveProperty('value', 'abc')
  })

  it('uses the given label and placeholder, translated defaults otherwise', () => {
    renderWithI18n(<SearchInput value="" onChange={() => {}} aria-label="Search users" placeholder="Name or e-mail" />)
    expect(screen.getByRole('searchbox', { name: 'Search users' })).toHaveProperty('placeholder', 'Name or e-mail')
    cleanup()
    renderWithI18n(<SearchInput value="" onChange={() => {}} />, { language: 'fr' })
    expect(screen.getByRole('searchbox', { name: 'Rechercher' })).toHaveProperty('placeholder', 'Rechercher...')
  })

  it('with a name, is a GET search form that works without JavaScript, and Enter searches at once', () => {
    const onChange = vi.fn()
    renderWithI18n(<SearchInput name="searchTerm" value="" onChange={onChange} />)
    const form = screen.getByRole('search')
    expect(form.getAttribute('method')).toBe('get')
    expect(box().getAttribute('name')).toBe('searchTerm')
    fireEvent.change(box(), { target: { value: 'ada' } })
    fireEvent.submit(form)
    expect(onChange).toHaveBeenCalledWith('ada')
    act(() => vi.advanceTimersByTime(1000))
    expect(onChange).toHaveBeenCalledTimes(1)
  })
})
