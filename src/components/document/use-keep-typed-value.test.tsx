// @vitest-environment happy-dom
import { act, fireEvent } from '@testing-library/react'
import { useState } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { beforeHydrationScript } from '@/components/document/before-hydration'
import { Input } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'

// What happens on a phone: the server's HTML is on the page, the person types, then React hydrates it.

let root: Root | undefined
afterEach(() => {
  act(() => root?.unmount())
  root = undefined
  document.body.innerHTML = ''
})

function Name({ initial = '', onValue }: { initial?: string; onValue?: (value: string) => void }) {
  const [value, setValue] = useState(initial)
  return (
    <form>
      <Input
        aria-label="Name"
        value={value}
        onChange={(event) => (setValue(event.target.value), onValue?.(event.target.value))}
      />
      <output>{value}</output>
    </form>
  )
}

function Description({ initial }: { initial: string }) {
  const [value, setValue] = useState(initial)
  return (
    <form>
      <Textarea aria-label="Description" value={value} onChange={(event) => setValue(event.target.value)} />
      <output>{value}</output>
    </form>
  )
}

function serverRender(element: React.ReactElement) {
  const container = document.createElement('div')
  container.innerHTML = renderToString(element)
  document.body.append(container)
  return container
}

describe('useKeepTypedValue (through Input and Textarea)', () => {
  it('gives React the text typed into the server HTML before hydration', async () => {
    const container = serverRender(<Name />)
    const input = container.querySelector('input')!
    input.value = 'Typed early'
    const onValue = vi.fn()
    await act(async () => {
      root = hydrateRoot(container, <Name onValue={onValue} />)
    })
    expect(onValue).toHaveBeenCalledWith('Typed early')
    expect(container.querySelector('output')?.textContent).toBe('Typed early')
    expect(input.value).toBe('Typed early')
  })

  it('does nothing when nothing was typed', async () => {
    const container = serverRender(<Name initial="Saved" />)
    const onValue = vi.fn()
    await act(async () => {
      root = hydrateRoot(container, <Name initial="Saved" onValue={onValue} />)
    })
    expect(onValue).not.toHaveBeenCalled()
    expect(container.querySelector('input')?.value).toBe('Saved')
  })

  it('keeps a textarea text that hydration puts back to the rendered one, with the document script', async () => {
    new Function(beforeHydrationScript)()
    const container = serverRender(<Description initial="Before" />)
    const textarea = container.querySelector('textarea')!
    fireEvent.input(textarea, { target: { value: 'Typed early' } })
    await act(async () => {
      root = hydrateRoot(container, <Description initial="Before" />)
    })
    expect(container.querySelector('output')?.textContent).toBe('Typed early')
    expect(textarea.value).toBe('Typed early')
  })
})
