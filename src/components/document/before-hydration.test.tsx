// @vitest-environment happy-dom
import { act } from '@testing-library/react'
import type { ReactNode } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { TAP_REPLAY_WINDOW_MS, beforeHydrationScript } from './before-hydration'

// What happens on a phone: the server's HTML is on the page, the person taps, then React hydrates it. The document
// script is run once, as the page runs it once.

let root: Root | undefined
let container: HTMLElement

beforeAll(() => new Function(beforeHydrationScript)())
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'Date'] })
  delete document.documentElement.dataset.hydrated
  history.replaceState(null, '', '/page')
})
afterEach(() => {
  act(() => root?.unmount())
  root = undefined
  container.remove()
  vi.useRealTimers()
})

function serverRender(ui: ReactNode) {
  container = document.createElement('div')
  container.innerHTML = renderToString(ui)
  document.body.append(container)
  return container
}

async function hydrate(ui: ReactNode) {
  await act(async () => {
    root = hydrateRoot(container, ui)
  })
  // What the application's root does once it has hydrated.
  document.documentElement.dataset.hydrated = 'true'
}

const button = () => container.querySelector('button')!
const replayPeriods = (count = 3) => act(() => vi.advanceTimersByTime(count * 100))

function Delete({ onTap = () => {}, label = 'Delete' }: { onTap?: () => void; label?: string }) {
  return (
    <button type="button" onClick={onTap}>
      {label}
    </button>
  )
}

describe('a tap before hydration', () => {
  it('is replayed once on the same button when it is hydrated, and not before the page is interactive', async () => {
    const onTap = vi.fn()
    serverRender(<Delete />)
    button().click()
    await replayPeriods()
    expect(onTap).not.toHaveBeenCalled()
    await act(async () => {
      root = hydrateRoot(container, <Delete onTap={onTap} />)
    })
    await replayPeriods()
    expect(onTap).not.toHaveBeenCalled()
    document.documentElement.dataset.hydrated = 'true'
    await replayPeriods()
    expect(onTap).toHaveBeenCalledOnce()
  })

  it('comes as a real tap: pointer and mouse events, then the click', async () => {
    const events: string[] = []
    const record = (event: { type: string }) => events.push(event.type)
    serverRender(<button type="button">Menu</button>)
    button().click()
    await hydrate(
      <button
        type="button"
        onPointerDown={record}
        onMouseDown={record}
        onPointerUp={record}
        onMouseUp={record}
        onClick={record}
      >
        Menu
      </button>,
    )
    await replayPeriods()
    expect(events).toEqual(['pointerdown', 'mousedown', 'pointerup', 'mouseup', 'click'])
  })

  it('counts once however many times the button was tapped', async () => {
    const onTap = vi.fn()
    serverRender(<Delete />)
    button().click()
    button().click()
    await hydrate(<Delete onTap={onTap} />)
    await replayPeriods()
    expect(onTap).toHaveBeenCalledOnce()
  })

  it('is not replayed when the person taps again once the page is interactive', async () => {
    const onTap = vi.fn()
    serverRender(<Delete />)
    button().click()
    await hydrate(<Delete onTap={onTap} />)
    button().click()
    await replayPeriods()
    expect(onTap).toHaveBeenCalledOnce()
  })

  it('is left to React when React hydrates the button to dispatch it', async () => {
    const onTap = vi.fn()
    serverRender(<Delete />)
    root = hydrateRoot(container, <Delete onTap={onTap} />)
    button().click()
    expect(onTap).toHaveBeenCalledOnce()
    await act(async () => {})
    document.documentElement.dataset.hydrated = 'true'
    await replayPeriods()
    expect(onTap).toHaveBeenCalledOnce()
  })

  it('is dropped when the button has changed, has gone, or the page has changed', async () => {
    const onTap = vi.fn()
    serverRender(<Delete />)
    button().click()
    button().textContent = 'Undo'
    await hydrate(<Delete onTap={onTap} label="Undo" />)
    await replayPeriods()
    expect(onTap).not.toHaveBeenCalled()

    act(() => root?.unmount())
    container.remove()
    serverRender(<Delete />)
    button().click()
    history.pushState(null, '', '/elsewhere')
    await hydrate(<Delete onTap={onTap} />)
    await replayPeriods()
    expect(onTap).not.toHaveBeenCalled()
  })

  it('is dropped when the page hydrates too late', async () => {
    const onTap = vi.fn()
    serverRender(<Delete />)
    button().click()
    await act(() => vi.advanceTimersByTime(TAP_REPLAY_WINDOW_MS + 100))
    await hydrate(<Delete onTap={onTap} />)
    await replayPeriods()
    expect(onTap).not.toHaveBeenCalled()
  })

  it('on a submit button is not replayed: the submit it made is held instead', async () => {
    const onClick = vi.fn()
    const form = (onClick?: () => void) => (
      <form onSubmit={(event) => event.preventDefault()}>
        <button type="submit" onClick={onClick}>
          Save
        </button>
      </form>
    )
    serverRender(form())
    button().click()
    await hydrate(form(onClick))
    await replayPeriods()
    expect(onClick).not.toHaveBeenCalled()
  })
})
