import { Suspense, lazy, useSyncExternalStore } from 'react'
import { lazyToast, toasterRequest } from '@/components/toast/toast-queue'

/** Features import toasts from here: `import { toast } from '@/components/ui/toaster'` (sonner's API). */
export const toast = lazyToast

export { toasterSettings } from '@/components/toast/toaster-settings'

const SonnerToaster = lazy(() =>
  import('@/components/toast/sonner-toaster').then((module) => ({ default: module.SonnerToaster })),
)

/**
 * Where toasts appear. Sonner and its toaster load with the first toast (toast-queue.ts), not with the
 * page: until then this renders nothing.
 */
export function Toaster() {
  const requested = useSyncExternalStore(toasterRequest.subscribe, toasterRequest.isRequested, () => false)
  if (!requested) return null
  return (
    <Suspense fallback={null}>
      <SonnerToaster />
    </Suspense>
  )
}
