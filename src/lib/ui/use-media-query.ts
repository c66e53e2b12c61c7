import { useCallback, useSyncExternalStore } from 'react'

export const desktopMediaQuery = '(min-width: 640px)'

/** The server (and the first render while hydrating) sees `false`, so server HTML and the first client render agree. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => {}
      const list = window.matchMedia(query)
      list.addEventListener('change', onChange)
      return () => list.removeEventListener('change', onChange)
    },
    [query],
  )
  const getSnapshot = () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot)
}

const getServerSnapshot = () => false

export function useIsDesktop() {
  return useMediaQuery(desktopMediaQuery)
}
