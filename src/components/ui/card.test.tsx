// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { Card } from './card'

afterEach(cleanup)

const classesOf = (element: Element) => [...element.classList].sort()

describe('Card', () => {
  it('is a bordered panel, the caller adding layout and overriding the padding', () => {
    const { container } = render(<Card className="grid gap-4 p-4 sm:p-6" />)
    const card = container.firstElementChild!
    expect(card.tagName).toBe('DIV')
    expect(classesOf(card)).toEqual(
      ['rounded-card', 'border', 'border-border', 'bg-card', 'grid', 'gap-4', 'p-4', 'sm:p-6'].sort(),
    )
  })

  it('gives its look to its only child with asChild, which keeps its element and attributes', () => {
    const { container } = render(
      <Card asChild className="grid gap-4">
        <section aria-labelledby="title" />
      </Card>,
    )
    const card = container.firstElementChild!
    expect(card.tagName).toBe('SECTION')
    expect(card.getAttribute('aria-labelledby')).toBe('title')
    expect(classesOf(card)).toEqual(
      ['rounded-card', 'border', 'border-border', 'bg-card', 'p-6', 'grid', 'gap-4'].sort(),
    )
  })

  it('raised: a shadow and more room on wide screens', () => {
    const { container } = render(<Card raised />)
    expect(classesOf(container.firstElementChild!)).toEqual(
      ['rounded-card', 'border', 'border-border', 'bg-card', 'p-6', 'shadow-sm', 'sm:p-8'].sort(),
    )
  })
})
