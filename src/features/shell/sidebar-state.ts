import { useSyncExternalStore } from 'react'

/** localStorage key of the desktop sidebar's state: "collapsed" or "expanded" (the default). */
export const sidebarStorageKey = 'sidebar'
const CHANGE_EVENT = 'threshold:sidebar-change'

function read(): boolean {
  try {
    return localStorage.getItem(sidebarStorageKey) === 'collapsed'
  } catch {
    return false
  }
}

const sidebarStore = {
  get: read,
  // The server cannot see local storage; sidebarStateScript fixes the first paint (see below).
  getServerSnapshot: () => false,
  set(collapsed: boolean) {
    try {
      localStorage.setItem(sidebarStorageKey, collapsed ? 'collapsed' : 'expanded')
    } catch {
      // Private mode or storage full: the choice lasts until the page is left.
    }
    window.dispatchEvent(new Event(CHANGE_EVENT))
  },
  subscribe(onChange: () => void) {
    // `storage` carries changes made in other tabs.
    window.addEventListener(CHANGE_EVENT, onChange)
    window.addEventListener('storage', onChange)
    return () => {
      window.removeEventListener(CHANGE_EVENT, onChange)
      window.removeEventListener('storage', onChange)
    }
  },
}

export function useSidebarCollapsed() {
  const collapsed = useSyncExternalStore(sidebarStore.subscribe, sidebarStore.get, sidebarStore.getServerSnapshot)
  return [collapsed, sidebarStore.set] as const
}

const noSubscription = () => () => {}

/**
 * True on the server and while hydrating, false once hydrated and on renders that start in the
 * browser. Lets the shell send its inline script with the server HTML only: React warns about (and
 * never runs) a <script> it creates itself.
 */
export function useIsServerRender() {
  return useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  )
}

/**
 * Runs while the server HTML is parsed, before the sidebar paints, and sets the stored state on the
 * shell's data-sidebar attribute: a collapsed sidebar never flashes open before hydration.
 */
export const sidebarStateScript = `(() => {
  try {
    const shell = document.currentScript && document.currentScript.parentElement;
    if (shell && localStorage.getItem(${JSON.stringify(sidebarStorageKey)}) === 'collapsed') shell.dataset.sidebar = 'collapsed';
  } catch {}
})()`
