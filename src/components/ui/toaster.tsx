import { Suspense, lazy, useSyncExternalStore } from 'react'
import { lazyToast, toasterRequest } from '@/components/toast/toast-queue'

export const toast = lazyToast

export { toasterSettings } from '@/components/toast/toaster-settings'

const SonnerToaster = lazy(() =>
  import('@/components/toast/sonner-toaster').then((module) => ({ default: module.SonnerToaster })),
)

/** Sonner and its toaster load with the first toast, not with the page: until then this renders nothing. */
export function Toaster() {
  const requested = useSyncExternalStore(toasterRequest.subscribe, toasterRequest.isRequested, () => false)
  if (!requested) return null
  return (
    <Suspense fallback={null}>
      <SonnerToaster />
    </Suspense>
  )
}
