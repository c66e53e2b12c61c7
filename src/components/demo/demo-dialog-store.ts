import { useSyncExternalStore } from 'react'

/** Global: anything may open it (a refused server call, a button of a forbidden action). */
let open = false
const listeners = new Set<() => void>()

function setOpen(value: boolean) {
  if (open === value) return
  open = value
  for (const listener of listeners) listener()
}

export function openDemoDialog() {
  setOpen(true)
}

export function closeDemoDialog() {
  setOpen(false)
}

export function isDemoDialogOpen() {
  return open
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

/** Closed while rendering on the server. */
export function useDemoDialogOpen() {
  return useSyncExternalStore(subscribe, isDemoDialogOpen, () => false)
}
