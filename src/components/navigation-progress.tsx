import { useRouterState } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'

/** Same as the router's defaultPendingMs: quick navigations show nothing. */
export const NAVIGATION_PROGRESS_DELAY_MS = 1000

export function NavigationProgress() {
  const pending = useRouterState({ select: (state) => state.status === 'pending' })
  const [visible, setVisible] = useState(false)
  const [grown, setGrown] = useState(false)

  useEffect(() => {
    if (!pending) return
    const timer = setTimeout(() => setVisible(true), NAVIGATION_PROGRESS_DELAY_MS)
    return () => {
      clearTimeout(timer)
      setVisible(false)
    }
  }, [pending])

  useEffect(() => {
    if (!visible) return
    const frame = requestAnimationFrame(() => setGrown(true))
    return () => {
      cancelAnimationFrame(frame)
      setGrown(false)
    }
  }, [visible])

  if (!visible) return null
  return <NavigationProgressBar grown={grown} />
}

export function NavigationProgressBar({ grown = false }: { grown?: boolean }) {
  const { t } = useTranslation('common')
  return (
    <>
      <div
        role="progressbar"
        aria-label={t('loading')}
        aria-valuetext={t('loading')}
        data-testid="navigation-progress"
        className="pointer-events-none fixed inset-x-0 top-0 z-[100] h-0.5"
      >
        <div
          className="h-full bg-primary shadow-[0_0_6px_var(--color-primary)] transition-[width] duration-[10000ms] ease-out motion-reduce:transition-none"
          style={{ width: grown ? '90%' : '15%' }}
        />
      </div>
      <span className="sr-only" role="status">
        {t('loading')}
      </span>
    </>
  )
}
