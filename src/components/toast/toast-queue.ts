import type { toast as sonnerToast } from 'sonner'

type Toast = typeof sonnerToast
type Call = (toast: Toast) => unknown

/**
 * Sonner (about 10 KB gzip) loads with the first toast; calls wait in a queue until it is mounted. Each queued
 * toast gets its id now, so callers can update or dismiss it before it shows.
 */
let ready: Toast | undefined
let queue: Call[] = []
let requested = false
const requestListeners = new Set<() => void>()
let nextId = 0

function enqueue(call: Call) {
  queue.push(call)
  if (requested) return
  requested = true
  for (const listener of requestListeners) listener()
}

export function toastsReady(toast: Toast) {
  ready = toast
  const calls = queue
  queue = []
  for (const call of calls) call(toast)
}

export const toasterRequest = {
  subscribe(listener: () => void) {
    requestListeners.add(listener)
    return () => void requestListeners.delete(listener)
  },
  isRequested: () => requested,
}

type Options = { id?: string | number } | undefined

function withId(method: 'toast' | Exclude<keyof Toast, 'dismiss' | 'getHistory' | 'getToasts'>) {
  return (first: unknown, options?: Options) => {
    if (ready)
      return method === 'toast'
        ? ready(first as never, options as never)
        : (ready[method] as (...args: unknown[]) => unknown)(first, options)
    const id = options?.id ?? `queued-toast-${++nextId}`
    const queued = { ...options, id }
    enqueue((toast) =>
      method === 'toast'
        ? toast(first as never, queued as never)
        : (toast[method] as (...args: unknown[]) => unknown)(first, queued),
    )
    return id
  }
}

export const lazyToast = Object.assign(withId('toast'), {
  success: withId('success'),
  error: withId('error'),
  info: withId('info'),
  warning: withId('warning'),
  message: withId('message'),
  loading: withId('loading'),
  promise: withId('promise'),
  custom: withId('custom'),
  dismiss: (id?: string | number) => {
    if (ready) return ready.dismiss(id)
    // Nothing is shown yet: dismissing every toast drops the queued ones.
    if (id === undefined) queue = []
    else enqueue((toast) => toast.dismiss(id))
    return id
  },
  getHistory: () => ready?.getHistory() ?? [],
  getToasts: () => ready?.getToasts() ?? [],
}) as unknown as Toast
