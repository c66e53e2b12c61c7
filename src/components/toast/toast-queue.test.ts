import { describe, expect, it, vi } from 'vitest'
import type { toast as sonnerToast } from 'sonner'

async function freshQueue() {
  vi.resetModules()
  return import('./toast-queue')
}

function fakeSonner() {
  const calls: unknown[][] = []
  const record =
    (name: string) =>
    (...args: unknown[]) => {
      calls.push([name, ...args])
      return 'sonner-id'
    }
  const toast = Object.assign(record('toast'), {
    success: record('success'),
    error: record('error'),
    dismiss: record('dismiss'),
  })
  return { toast: toast as unknown as typeof sonnerToast, calls }
}

describe('lazy toast', () => {
  it('asks for the toaster on the first call only, and queues the calls with their ids until it is ready', async () => {
    const { lazyToast, toasterRequest, toastsReady } = await freshQueue()
    const listener = vi.fn()
    toasterRequest.subscribe(listener)
    expect(toasterRequest.isRequested()).toBe(false)

    const first = lazyToast.success('Saved')
    const second = lazyToast.error('Failed', { id: 'mine', description: 'Try again' })
    lazyToast('Plain')
    expect(toasterRequest.isRequested()).toBe(true)
    expect(listener).toHaveBeenCalledTimes(1)
    expect(second).toBe('mine')

    const sonner = fakeSonner()
    toastsReady(sonner.toast)
    expect(sonner.calls).toEqual([
      ['success', 'Saved', { id: first }],
      ['error', 'Failed', { id: 'mine', description: 'Try again' }],
      ['toast', 'Plain', { id: expect.any(String) }],
    ])
  })

  it('calls sonner directly once ready', async () => {
    const { lazyToast, toastsReady } = await freshQueue()
    const sonner = fakeSonner()
    toastsReady(sonner.toast)
    expect(lazyToast.success('Now', { description: 'at once' })).toBe('sonner-id')
    expect(sonner.calls).toEqual([['success', 'Now', { description: 'at once' }]])
  })

  it('drops the queued toasts when every toast is dismissed before the toaster is ready', async () => {
    const { lazyToast, toastsReady } = await freshQueue()
    lazyToast.success('Gone')
    lazyToast.dismiss()
    const sonner = fakeSonner()
    toastsReady(sonner.toast)
    expect(sonner.calls).toEqual([])
  })
})
