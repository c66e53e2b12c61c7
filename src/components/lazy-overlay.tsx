import { type ComponentType, type ReactNode, Suspense, lazy, useState } from 'react'

/** `preload` starts the fetch on pointerenter or focus of the opening control: the code is there by the click. */
export function lazyOverlay<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  let loading: Promise<{ default: ComponentType<Props> }> | undefined
  const loadOnce = () =>
    (loading ??= load().then(
      (component) => ({ default: component }),
      (error: unknown) => {
        // A failed fetch (offline while hovering) is tried again at the next attempt.
        loading = undefined
        throw error
      },
    ))
  return Object.assign(lazy(loadOnce), { preload: () => void loadOnce().catch(() => {}) })
}

/** Stays mounted once opened, to animate its closing and give focus back. */
export function LazyOverlay({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open)
  if (open && !opened) setOpened(true)
  return opened ? <Suspense fallback={null}>{children}</Suspense> : null
}
