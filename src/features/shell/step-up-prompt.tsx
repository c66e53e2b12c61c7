import { useRouteContext } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { LazyOverlay, lazyOverlay } from '@/components/lazy-overlay'
import { setStepUpPrompt } from '@/lib/auth/step-up-fetch'

const StepUpDialog = lazyOverlay(() => import('./step-up-dialog').then((module) => module.StepUpDialog))

/**
 * While a signed-in area is shown, a sensitive action refused for want of a recent sign-in opens the step-up
 * dialog here; the action is sent again once the person has confirmed it's them (step-up-fetch.ts).
 */
export function StepUpPrompt() {
  const user = useRouteContext({ from: '__root__', select: (context) => context.session?.user })
  const [waiting, setWaiting] = useState<{ resolve: (proved: boolean) => void }>()

  useEffect(() => {
    setStepUpPrompt(() => new Promise<boolean>((resolve) => setWaiting({ resolve })))
    return () => setStepUpPrompt(undefined)
  }, [])

  if (!user) return null
  const finish = (proved: boolean) => {
    waiting?.resolve(proved)
    setWaiting(undefined)
  }
  return (
    <LazyOverlay open={waiting !== undefined}>
      <StepUpDialog open={waiting !== undefined} email={user.email} userId={user.id} onDone={finish} />
    </LazyOverlay>
  )
}
